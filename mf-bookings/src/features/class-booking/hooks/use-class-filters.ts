// Loads the class filter options (booking window, clubs, class types) once per page.
import { useEffect, useState } from 'react';
import type { ActiveAccount, BookingSettings, ClassType } from '@portal/shared/contracts';
import { fetchActiveAccounts, fetchBookingSettings, fetchClassTypes } from '../api/class-booking-api';

export const DEFAULT_CLASS_TYPE = 'Group Fitness';

export interface ClassFilterOptions {
  settings: BookingSettings | null;
  accounts: ActiveAccount[];
  types: ClassType[];
  error: string | null;
}

export function useClassFilters(): ClassFilterOptions {
  const [state, setState] = useState<ClassFilterOptions>({ settings: null, accounts: [], types: [], error: null });
  useEffect(() => {
    let alive = true;
    Promise.all([fetchBookingSettings(), fetchActiveAccounts(), fetchClassTypes()])
      .then(([settings, accounts, types]) => alive && setState({ settings, accounts, types, error: null }))
      .catch((e: Error) => alive && setState((s) => ({ ...s, error: e.message })));
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

/** Last selectable date: 30 days, or classBookingMaxDaysView when positive (docs/spec/bookings-commerce.md §5). */
export function windowEnd(today: string, maxDaysView: number): string {
  const days = maxDaysView > 0 ? maxDaysView : 30;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
