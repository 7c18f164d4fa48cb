import { Alert, Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TRAINER_TEXT_LIMITS, DataTable } from '@portal/shared';
import type { ConsoleTrainer } from '@portal/shared/contracts';
import { errorMessage } from '@portal/shared';
import { InlineForm } from '../../../common/inline-form';
import { onRefusal } from '../../../common/refusal';
import { ClockInput, DayInput } from '../../../common/typed-inputs';
import { useAddAbsenceMutation, useRemoveAbsenceMutation, useSaveHoursMutation } from '../api/get-trainers';
import { absenceRules, hoursRules } from '../lib/trainer-rules';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A trainer's weekly hours and absences (a day, or some hours, away). */
export function TrainerSchedule({ trainer }: { trainer: ConsoleTrainer }) {
  const saveHours = useSaveHoursMutation();
  const addAbsence = useAddAbsenceMutation();
  const removeAbsence = useRemoveAbsenceMutation();
  const [error, setError] = useState<string | null>(null);
  const hoursForm = useForm({ initialValues: { weekday: '1', startTime: '', endTime: '' }, validate: hoursRules });
  const absenceForm = useForm({
    initialValues: { date: '', startTime: '', endTime: '', reason: '' },
    validate: absenceRules,
  });
  const onError = (err: unknown) => setError(errorMessage(err));

  const putHours = (hours: ConsoleTrainer['hours']) =>
    saveHours.mutate({ id: trainer.id, hours }, { onSuccess: () => setError(null), onError });
  const addHours = hoursForm.onSubmit((v) => {
    putHours([...trainer.hours, { weekday: Number(v.weekday), startTime: v.startTime, endTime: v.endTime }]);
    hoursForm.reset();
  });
  const addAway = absenceForm.onSubmit((v) =>
    addAbsence.mutate(
      { id: trainer.id, input: v },
      {
        onSuccess: () => absenceForm.reset(),
        onError: onRefusal(absenceForm.setFieldError, setError),
      },
    ),
  );

  return (
    <Stack>
      <Title order={4}>Weekly hours of {trainer.name}</Title>
      {error && <Alert color="red">{error}</Alert>}
      <DataTable
        aria-label={`Hours of ${trainer.name}`}
        rows={trainer.hours}
        rowKey={(h) => `${h.weekday}-${h.startTime}`}
        cells={(h) => [DAYS[h.weekday], `${h.startTime} to ${h.endTime}`]}
        actions={(_, i) => (
          <Button size="xs" variant="subtle" onClick={() => putHours(trainer.hours.filter((_, j) => j !== i))}>
            Remove
          </Button>
        )}
      />
      <InlineForm label="Add hours" onSubmit={addHours} submitLabel="Add hours" busy={saveHours.isPending}>
        <NativeSelect
          label="Day"
          data={DAYS.map((d, i) => ({ value: String(i), label: d }))}
          {...hoursForm.getInputProps('weekday')}
        />
        <ClockInput label="From" placeholder="06:00" {...hoursForm.getInputProps('startTime')} />
        <ClockInput label="To" placeholder="12:00" {...hoursForm.getInputProps('endTime')} />
      </InlineForm>
      <Title order={4}>Absences</Title>
      <DataTable
        aria-label={`Absences of ${trainer.name}`}
        rows={trainer.exceptions}
        cells={(e) => [e.date, e.startTime ? `${e.startTime} to ${e.endTime}` : 'All day', e.reason]}
        actions={(e) => (
          <Button size="xs" variant="subtle" onClick={() => removeAbsence.mutate(e.id, { onError })}>
            Remove
          </Button>
        )}
      />
      <InlineForm label="Add absence" onSubmit={addAway} submitLabel="Add absence" busy={addAbsence.isPending}>
        <DayInput label="Date" {...absenceForm.getInputProps('date')} />
        <ClockInput label="From (optional)" {...absenceForm.getInputProps('startTime')} />
        <ClockInput label="To (optional)" {...absenceForm.getInputProps('endTime')} />
        <TextInput label="Reason" maxLength={TRAINER_TEXT_LIMITS.reason} {...absenceForm.getInputProps('reason')} />
      </InlineForm>
    </Stack>
  );
}
