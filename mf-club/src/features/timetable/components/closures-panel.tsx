import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TIMETABLE_TEXT_LIMITS, DataTable } from '@portal/shared';
import { TIMETABLE_MESSAGES as M } from '@portal/shared/contracts';
import { InlineForm } from '../../../common/inline-form';
import { onRefusal } from '../../../common/refusal';
import { DayInput } from '../../../common/typed-inputs';
import { useAddClosureMutation, useClosures, useRemoveClosureMutation } from '../api/get-closures';

/** Days the club is closed (public holidays): that day's sessions are cancelled and members told. */
export function ClosuresPanel() {
  const closures = useClosures();
  const add = useAddClosureMutation();
  const remove = useRemoveClosureMutation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    initialValues: { date: '', reason: '' },
    validate: {
      date: (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : M.date),
      reason: (v: string) => (v.trim() ? null : M.required),
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: (r) => {
        form.reset();
        setStatus({
          ok: true,
          text: `Closed on ${r.closure.date}: ${r.removed} sessions cancelled, ${r.notified} members told.`,
        });
      },
      onError: onRefusal(form.setFieldError, (text) => setStatus({ ok: false, text })),
    }),
  );
  return (
    <Stack>
      <Title order={3}>Closures</Title>
      {status && <Alert color={status.ok ? 'green' : 'red'}>{status.text}</Alert>}
      <InlineForm label="New closure" onSubmit={submit} submitLabel="Close the club that day" busy={add.isPending}>
        <DayInput label="Date" {...form.getInputProps('date')} />
        <TextInput label="Reason" maxLength={TIMETABLE_TEXT_LIMITS.reason} {...form.getInputProps('reason')} />
      </InlineForm>
      <DataTable
        rows={closures.data ?? []}
        cells={(c) => [c.date, c.reason]}
        actions={(c) => (
          <Button size="xs" variant="subtle" onClick={() => remove.mutate(c.id)}>
            Reopen
          </Button>
        )}
      />
    </Stack>
  );
}
