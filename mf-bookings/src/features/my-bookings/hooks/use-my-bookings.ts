// The member's class, PT and creche bookings of one list (current or past), through the query cache.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announceChange } from '@portal/shared';
import { fetchBookings, type When } from '../api/my-bookings-api';
import { myBookingsKeys } from '../api/query-keys';

const myBookingsQuery = (when: When, memberNumber: string) =>
  queryOptions({
    queryKey: myBookingsKeys.list(when, memberNumber),
    queryFn: async () => {
      const lists = await Promise.all((['class', 'pt', 'creche'] as const).map((k) => fetchBookings(when, k, memberNumber)));
      return lists.flat().sort((a, b) => (when === 'current' ? 1 : -1) * a.startsAt.localeCompare(b.startsAt));
    },
  });

export function useMyBookings(when: When, memberNumber: string, ready: boolean) {
  const client = useQueryClient();
  const query = useQuery({ ...myBookingsQuery(when, memberNumber), enabled: ready && Boolean(memberNumber) });
  /** After a change of the member's bookings: tells every app (dashboard, timetables), then re-reads the list. */
  const reload = useCallback(async () => {
    if (!memberNumber) return;
    announceChange('bookings');
    await client.fetchQuery({ ...myBookingsQuery(when, memberNumber), staleTime: 0 }).catch(() => undefined);
  }, [client, when, memberNumber]);
  return { items: query.data ?? null, error: query.error ? query.error.message : null, reload };
}
