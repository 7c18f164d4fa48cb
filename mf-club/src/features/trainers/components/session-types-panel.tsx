import { Alert, Button, Checkbox, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TRAINER_TEXT_LIMITS, formatMoney, isApiError } from '@portal/shared';
import { errorMessage } from '@portal/shared';
import { useSaveSessionTypeMutation, useSessionTypes } from '../api/get-trainers';
import { parseDurations, sessionTypeRules } from '../lib/trainer-rules';

const FIELD: Record<string, string> = { durationsMin: 'durations', priceCents: 'price' };

/** PT session types: their lengths, price and whether a PT subscription is needed. */
export function SessionTypesPanel() {
  const types = useSessionTypes();
  const save = useSaveSessionTypeMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', durations: '30, 60', price: '0.00', requiresSubscription: false },
    validate: sessionTypeRules,
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        input: {
          name: v.name,
          durationsMin: parseDurations(v.durations) ?? [],
          priceCents: Math.round(Number(v.price) * 100),
          requiresSubscription: v.requiresSubscription,
        },
      },
      {
        onSuccess: () => {
          form.reset();
          setError(null);
        },
        onError: (err) =>
          isApiError(err) && err.field
            ? form.setFieldError(FIELD[err.field] ?? err.field, err.message)
            : setError(errorMessage(err)),
      },
    ),
  );
  return (
    <Stack>
      <Title order={3}>PT session types</Title>
      {error && <Alert color="red">{error}</Alert>}
      <Table aria-label="PT session types">
        <Table.Tbody>
          {(types.data ?? []).map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>{t.durationsMin.join(', ')} min</Table.Td>
              <Table.Td>{formatMoney(t.priceCents)}</Table.Td>
              <Table.Td>{t.requiresSubscription ? 'PT subscription needed' : 'Open to members'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={submit} aria-label="New session type">
        <Group align="flex-end">
          <TextInput label="Session type" maxLength={TRAINER_TEXT_LIMITS.sessionType} {...form.getInputProps('name')} />
          <TextInput label="Durations (minutes)" maxLength={40} {...form.getInputProps('durations')} />
          <TextInput label="Price ($)" maxLength={9} {...form.getInputProps('price')} />
          <Checkbox
            label="PT subscription needed"
            {...form.getInputProps('requiresSubscription', { type: 'checkbox' })}
          />
          <Button type="submit" loading={save.isPending}>
            Add session type
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
