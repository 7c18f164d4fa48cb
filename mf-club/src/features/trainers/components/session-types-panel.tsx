import { Alert, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TRAINER_TEXT_LIMITS, formatMoney, DataTable } from '@portal/shared';
import { InlineForm } from '../../../common/inline-form';
import { onRefusal } from '../../../common/refusal';
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
        onError: onRefusal(form.setFieldError, setError, (field) => FIELD[field] ?? field),
      },
    ),
  );
  return (
    <Stack>
      <Title order={3}>PT session types</Title>
      {error && <Alert color="red">{error}</Alert>}
      <DataTable
        aria-label="PT session types"
        rows={types.data ?? []}
        cells={(t) => [
          t.name,
          `${t.durationsMin.join(', ')} min`,
          formatMoney(t.priceCents),
          t.requiresSubscription ? 'PT subscription needed' : 'Open to members',
        ]}
      />
      <InlineForm label="New session type" onSubmit={submit} submitLabel="Add session type" busy={save.isPending}>
        <TextInput label="Session type" maxLength={TRAINER_TEXT_LIMITS.sessionType} {...form.getInputProps('name')} />
        <TextInput label="Durations (minutes)" maxLength={40} {...form.getInputProps('durations')} />
        <TextInput label="Price ($)" maxLength={9} {...form.getInputProps('price')} />
        <Checkbox label="PT subscription needed" {...form.getInputProps('requiresSubscription', { type: 'checkbox' })} />
      </InlineForm>
    </Stack>
  );
}
