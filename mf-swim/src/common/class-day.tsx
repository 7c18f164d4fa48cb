// What the two swim pages that search the classes of a day share: the day picker and how the
// search's answer is read (the classes, or null while it runs; a warning when none or on failure).
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, DateField, notifyWarning, useErrorNotice } from '@portal/shared';

/**
 * A club calendar day ('YYYY-MM-DD'), none before `minDate`: the portal's DateField (typed or picked
 * DD/MM/YYYY, 'Please enter valid date.' for a day it refuses). A cleared or wrong text keeps the
 * last day searched.
 */
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
  return <DateField label={label} minDate={minDate} value={value} onChange={(v) => v && onChange(v)} maw={260} />;
}

/** The classes the day's search found (null while it runs); `noneMessage` warns of none or of a failed search. */
export function useDayClasses<T>(query: UseQueryResult<T[]>, noneMessage: string): T[] | null {
  useEffect(() => {
    if (query.data?.length === 0) notifyWarning(noneMessage);
  }, [query.data, noneMessage]);
  useErrorNotice(query.error, (error) => notifyWarning(error instanceof ApiError ? error.message : noneMessage));
  return query.isPending ? null : (query.data ?? []);
}
