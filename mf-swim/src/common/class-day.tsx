// What the two swim pages that search the classes of a day share: the day picker and how the
// search's answer is read (the classes, or null while it runs; a warning when none or on failure).
import { DatePickerInput } from '@mantine/dates';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, dayjs, notifyWarning, useErrorNotice } from '@portal/shared';

/** A club calendar day ('YYYY-MM-DD'), shown and announced as DD/MM/YYYY, none before `minDate`. */
export function ClassDayPicker({
  label,
  value,
  minDate,
  onChange,
}: {
  label: string;
  value: string;
  minDate: string;
  onChange: (day: string) => void;
}) {
  return (
    <DatePickerInput
      label={label}
      valueFormat="DD/MM/YYYY"
      // Days are announced as DD/MM/YYYY (the display format) for screen readers and tests.
      getDayAriaLabel={(d) => dayjs(d).format('DD/MM/YYYY')}
      minDate={minDate}
      value={value}
      onChange={(v) => v && onChange(dayjs(v).format('YYYY-MM-DD'))}
      maw={260}
    />
  );
}

/** The classes the day's search found (null while it runs); `noneMessage` warns of none or of a failed search. */
export function useDayClasses<T>(query: UseQueryResult<T[]>, noneMessage: string): T[] | null {
  useEffect(() => {
    if (query.data?.length === 0) notifyWarning(noneMessage);
  }, [query.data, noneMessage]);
  useErrorNotice(query.error, (error) => notifyWarning(error instanceof ApiError ? error.message : noneMessage));
  return query.isPending ? null : (query.data ?? []);
}
