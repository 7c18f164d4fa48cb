// The member's household in the console: who pays for them, or whom they pay for; add an existing
// member as a dependant, create one (a teenager may get their own login: an e-mailed link), remove one.
import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DEPENDANT_ADDED, DEPENDANT_BIRTH_DATE, DEPENDANT_EMAIL_REQUIRED, DEPENDANT_NAME_REQUIRED, errorMessage, isApiError, TableHead, TEXT_LIMITS } from '@portal/shared';
import { useAddDependant, useConsoleHousehold, useNewDependant, useRemoveDependant } from '../api/household';

type Status = { ok: boolean; text: string } | null;

/** A refusal about one field goes under it; anything else above the forms. */
const onRefusal = (setField: (field: string, message: string) => void, setStatus: (s: Status) => void) => (err: unknown) =>
  isApiError(err) && err.field ? setField(err.field, err.message) : setStatus({ ok: false, text: errorMessage(err) });

export function HouseholdPanel({ memberNumber, name }: { memberNumber: string; name: string }) {
  const household = useConsoleHousehold(memberNumber);
  const add = useAddDependant(memberNumber);
  const create = useNewDependant(memberNumber);
  const remove = useRemoveDependant(memberNumber);
  const [status, setStatus] = useState<Status>(null);
  const existing = useForm({ initialValues: { memberNumber: '' }, validate: { memberNumber: (v: string) => (v.trim() ? null : 'Enter a member number.') } });
  const fresh = useForm({
    initialValues: { firstName: '', lastName: '', dateOfBirth: '', email: '', ownLogin: false },
    validate: {
      firstName: (v: string) => (v.trim() ? null : DEPENDANT_NAME_REQUIRED),
      lastName: (v: string) => (v.trim() ? null : DEPENDANT_NAME_REQUIRED),
      dateOfBirth: (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : DEPENDANT_BIRTH_DATE),
      email: (v: string, values) => (values.ownLogin && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? DEPENDANT_EMAIL_REQUIRED : null),
    },
  });
  const data = household.data;
  if (!data) return null;

  const submitExisting = existing.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        existing.reset();
        setStatus({ ok: true, text: DEPENDANT_ADDED });
      },
      onError: onRefusal(existing.setFieldError, setStatus),
    }),
  );
  const submitNew = fresh.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        fresh.reset();
        setStatus({ ok: true, text: values.ownLogin ? `${DEPENDANT_ADDED} ${values.email} was sent a link to choose a password.` : DEPENDANT_ADDED });
      },
      onError: onRefusal(fresh.setFieldError, setStatus),
    }),
  );

  return (
    <Stack component="section" aria-labelledby="household-title">
      <Title order={4} id="household-title">
        Household
      </Title>
      {status && <Alert color={status.ok ? 'green' : 'red'}>{status.text}</Alert>}
      {data.payer ? (
        <Text>
          Paid for by {data.payer.name} ({data.payer.memberNumber}).
        </Text>
      ) : (
        <>
          <Text>{data.dependants.length ? `${name} pays for:` : `${name} pays only for themselves.`}</Text>
          {data.dependants.length > 0 && (
            <Table>
              <TableHead columns={['Dependant', 'E-mail', 'Login', '']} />
              <Table.Tbody>
                {data.dependants.map((d) => (
                  <Table.Tr key={d.memberNumber}>
                    <Table.Td>
                      {d.name} ({d.memberNumber})
                    </Table.Td>
                    <Table.Td>{d.email}</Table.Td>
                    <Table.Td>{d.hasLogin ? 'Own login' : 'No login'}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(d.memberNumber, { onError: onRefusal(() => undefined, setStatus) })}>
                        Remove {d.name}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <form onSubmit={submitExisting} aria-label="Add an existing member">
            <Group align="flex-end">
              <TextInput label="Member number of the dependant" maxLength={TEXT_LIMITS.memberNumber} {...existing.getInputProps('memberNumber')} />
              <Button type="submit" loading={add.isPending}>
                Add dependant
              </Button>
            </Group>
          </form>
          <form onSubmit={submitNew} aria-label="New dependant">
            <Group align="flex-end">
              <TextInput label="First name" maxLength={TEXT_LIMITS.personName} {...fresh.getInputProps('firstName')} />
              <TextInput label="Last name" maxLength={TEXT_LIMITS.personName} {...fresh.getInputProps('lastName')} />
              <TextInput label="Date of birth" placeholder="YYYY-MM-DD" maxLength={10} {...fresh.getInputProps('dateOfBirth')} />
              <TextInput label="E-mail" maxLength={TEXT_LIMITS.email} {...fresh.getInputProps('email')} />
              <Checkbox label="Own login (e-mail a link to choose a password)" {...fresh.getInputProps('ownLogin', { type: 'checkbox' })} />
              <Button type="submit" loading={create.isPending}>
                Create dependant
              </Button>
            </Group>
          </form>
        </>
      )}
    </Stack>
  );
}
