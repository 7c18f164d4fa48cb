// Loads the member's class, PT and creche bookings of one list (current or past).
import { useCallback, useEffect, useState } from 'react';
import type { BookingItem } from '@portal/shared/contracts';
import { fetchBookings, type When } from '../api/my-bookings-api';

export function useMyBookings(when: When, memberNumber: string, ready: boolean) {
  const [items, setItems] = useState<BookingItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!memberNumber) return;
    try {
      const lists = await Promise.all((['class', 'pt', 'creche'] as const).map((k) => fetchBookings(when, k, memberNumber)));
      const all = lists.flat().sort((a, b) => (when === 'current' ? 1 : -1) * a.startsAt.localeCompare(b.startsAt));
      setItems(all);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [when, memberNumber]);
  useEffect(() => {
    if (ready) void reload();
  }, [reload, ready]);
  return { items, error, reload };
}
