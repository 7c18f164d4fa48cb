import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCHOOL_TEXT_LIMITS, DataTable } from '@portal/shared';
import type { SwimHoliday, SwimHolidayInput } from '@portal/shared/contracts';
import { useCatalogue } from '../../../common/catalogue-api';
import { InlineForm } from '../../../common/inline-form';
import { DayInput } from '../../../common/typed-inputs';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import { useSave } from '../../../common/use-save';
import { NEW_HOLIDAY, validateHoliday } from '../lib/swim-forms';

/** Public holidays: no lessons that day (those nobody booked go, booked ones are cancelled). */
export function HolidaysPanel() {
  const holidays = useCatalogue<SwimHoliday, SwimHolidayInput>('swim/holidays', 'bookings', ['swim/classes']);
  const form = useForm<SwimHolidayInput>({ initialValues: NEW_HOLIDAY, validate: validateHoliday, validateInputOnBlur: true });
  const { status, setStatus, error, run } = useConsoleAction();
  const { busy, serverError, save } = useSave(
    async (input: SwimHolidayInput) => {
      const made = await holidays.save.mutateAsync({ input });
      setStatus(`${made.name} is a holiday: no lessons on ${made.date}.`);
      form.reset();
    },
    (field, message) => form.setFieldError(field, message),
  );
  const rows = holidays.list.data ?? [];
  return (
    <Stack>
      <ConsoleMessages status={status} error={error || serverError} />
      <InlineForm label="New holiday" onSubmit={form.onSubmit((v) => save(v))} noValidate submitLabel="Add holiday" busy={busy}>
        <DayInput label="Date" required {...form.getInputProps('date')} />
        <TextInput label="Holiday" maxLength={SCHOOL_TEXT_LIMITS.holiday} required {...form.getInputProps('name')} />
      </InlineForm>
      <DataTable
        aria-label="Holidays"
        rows={rows}
        loading={holidays.list.isPending}
        empty="No holidays ahead."
        columns={['Date', 'Holiday', '']}
        cells={(h) => [h.date, h.name]}
        actions={(h) => (
          <Button size="xs" variant="subtle" color="red" onClick={() => void run(async () => setStatus((await holidays.remove.mutateAsync(h.id)).message))}>
            Remove
          </Button>
        )}
      />
    </Stack>
  );
}
