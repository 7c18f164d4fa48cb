import { serverKeys } from '@portal/shared';
import type { When } from './my-bookings-api';

/** The my-bookings queries; under the shared bookings root (any booking change refreshes them). */
export const myBookingsKeys = {
  list: (when: When, memberNumber: string) => [...serverKeys.bookings, 'mine', when, memberNumber] as const,
  /** The private calendar address does not change with bookings: its own root. */
  calendarFeed: ['calendar-feed'] as const,
};
