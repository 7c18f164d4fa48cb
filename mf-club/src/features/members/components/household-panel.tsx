// The member's household in the console: who pays for them, or whom they pay for; add an existing
// member as a dependant, create one (a teenager may get their own login: an e-mailed link), remove one.
import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DEPENDANT_ADDED, DEPENDANT_BIRTH_DATE, DEPENDANT_EMAIL_REQUIRED, DEPENDANT_NAME_REQUIRED, TEXT_LIMITS, DataTable } from '@portal/shared';
import { memberLabel } from '../../../common/member-label';
import { InlineForm } from '../../../common/inline-form';
import { onRefusal } from '../../../common/refusal';
import { DayInput } from '../../../common/typed-inputs';
import { useAddDependant, useConsoleHousehold, useNewDependant, useRemoveDependant } from '../api/household';

type Status = { ok: boolean; text: string } | null;

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
  const refused = (text: string) => setStatus({ ok: false, text });

  const submitExisting = existing.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        existing.reset();
        setStatus({ ok: true, text: DEPENDANT_ADDED });
      },
      onError: onRefusal(existing.setFieldError, refused),
    }),
  );
  const submitNew = fresh.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        fresh.reset();
        setStatus({ ok: true, text: values.ownLogin ? `${DEPENDANT_ADDED} ${values.email} was sent a link to choose a password.` : DEPENDANT_ADDED });
      },
      onError: onRefusal(fresh.setFieldError, refused),
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
            <DataTable
              rows={data.dependants}
              rowKey={(d) => d.memberNumber}
              columns={['Dependant', 'E-mail', 'Login', '']}
              cells={(d) => [memberLabel(d.name, d.memberNumber), d.email, d.hasLogin ? 'Own login' : 'No login']}
              actions={(d) => (
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(d.memberNumber, { onError: onRefusal(() => undefined, refused) })}>
                  Remove {d.name}
                </Button>
              )}
            />
          )}
          <InlineForm label="Add an existing member" onSubmit={submitExisting} submitLabel="Add dependant" busy={add.isPending}>
            <TextInput label="Member number of the dependant" maxLength={TEXT_LIMITS.memberNumber} {...existing.getInputProps('memberNumber')} />
          </InlineForm>
          <InlineForm label="New dependant" onSubmit={submitNew} submitLabel="Create dependant" busy={create.isPending}>
            <TextInput label="First name" maxLength={TEXT_LIMITS.personName} {...fresh.getInputProps('firstName')} />
            <TextInput label="Last name" maxLength={TEXT_LIMITS.personName} {...fresh.getInputProps('lastName')} />
            <DayInput label="Date of birth" {...fresh.getInputProps('dateOfBirth')} />
            <TextInput label="E-mail" maxLength={TEXT_LIMITS.email} {...fresh.getInputProps('email')} />
            <Checkbox label="Own login (e-mail a link to choose a password)" {...fresh.getInputProps('ownLogin', { type: 'checkbox' })} />
          </InlineForm>
        </>
      )}
    </Stack>
  );
}
