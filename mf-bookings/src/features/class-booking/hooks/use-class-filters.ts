// The class filter options (booking window, clubs, class types), through the query cache.
import { useQueries } from '@tanstack/react-query';
import type { ActiveAccount, BookingSettings, ClassType } from '@portal/shared/contracts';
import { fetchActiveAccounts, fetchBookingSettings, fetchClassTypes } from '../api/class-booking-api';
import { classKeys } from '../api/query-keys';

export const DEFAULT_CLASS_TYPE = 'Group Fitness';

export interface ClassFilterOptions {
  settings: BookingSettings | null;
  accounts: ActiveAccount[];
  types: ClassType[];
  error: string | null;
}

export function useClassFilters(): ClassFilterOptions {
  return useQueries({
    queries: [
      { queryKey: classKeys.settings, queryFn: fetchBookingSettings },
      { queryKey: classKeys.accounts, queryFn: fetchActiveAccounts },
      { queryKey: classKeys.types, queryFn: fetchClassTypes },
    ],
    // All three or nothing, as the page expects.
    combine: ([settings, accounts, types]) => {
      const ready = settings.data && accounts.data && types.data;
      const failed = settings.error ?? accounts.error ?? types.error;
      return {
        settings: ready ? (settings.data ?? null) : null,
        accounts: ready ? (accounts.data ?? []) : [],
        types: ready ? (types.data ?? []) : [],
        error: failed ? failed.message : null,
      };
    },
  });
}

/** Last selectable date: 30 days, or classBookingMaxDaysView when positive (docs/spec/bookings-commerce.md §5). */
export function windowEnd(today: string, maxDaysView: number): string {
  const days = maxDaysView > 0 ? maxDaysView : 30;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
