import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TRAINER_TEXT_LIMITS, isApiError } from '@portal/shared';
import type { ConsoleTrainer } from '@portal/shared/contracts';
import { errorMessage } from '@portal/shared';
import { ConsoleTable } from '../../../common/console-table';
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
        onError: (err) =>
          isApiError(err) && err.field ? absenceForm.setFieldError(err.field, err.message) : onError(err),
      },
    ),
  );

  return (
    <Stack>
      <Title order={4}>Weekly hours of {trainer.name}</Title>
      {error && <Alert color="red">{error}</Alert>}
      <ConsoleTable
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
      <form onSubmit={addHours} aria-label="Add hours">
        <Group align="flex-end">
          <NativeSelect
            label="Day"
            data={DAYS.map((d, i) => ({ value: String(i), label: d }))}
            {...hoursForm.getInputProps('weekday')}
          />
          <TextInput label="From" placeholder="06:00" maxLength={5} {...hoursForm.getInputProps('startTime')} />
          <TextInput label="To" placeholder="12:00" maxLength={5} {...hoursForm.getInputProps('endTime')} />
          <Button type="submit" loading={saveHours.isPending}>
            Add hours
          </Button>
        </Group>
      </form>
      <Title order={4}>Absences</Title>
      <ConsoleTable
        aria-label={`Absences of ${trainer.name}`}
        rows={trainer.exceptions}
        cells={(e) => [e.date, e.startTime ? `${e.startTime} to ${e.endTime}` : 'All day', e.reason]}
        actions={(e) => (
          <Button size="xs" variant="subtle" onClick={() => removeAbsence.mutate(e.id, { onError })}>
            Remove
          </Button>
        )}
      />
      <form onSubmit={addAway} aria-label="Add absence">
        <Group align="flex-end">
          <TextInput label="Date" placeholder="YYYY-MM-DD" maxLength={10} {...absenceForm.getInputProps('date')} />
          <TextInput
            label="From (optional)"
            placeholder="HH:mm"
            maxLength={5}
            {...absenceForm.getInputProps('startTime')}
          />
          <TextInput
            label="To (optional)"
            placeholder="HH:mm"
            maxLength={5}
            {...absenceForm.getInputProps('endTime')}
          />
          <TextInput label="Reason" maxLength={TRAINER_TEXT_LIMITS.reason} {...absenceForm.getInputProps('reason')} />
          <Button type="submit" loading={addAbsence.isPending}>
            Add absence
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
