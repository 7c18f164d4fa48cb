import type { ServerDomain } from '@portal/shared/core';

/**
 * Roots of the query keys more than one app reads or invalidates: each feature's own keys start
 * with one of these (`[...serverKeys.cart, memberNumber]`), so invalidating a root refreshes every
 * query under it in every remote. Keys only one feature uses live in that feature's
 * `api/query-keys.ts`.
 */
export const serverKeys = {
  /** The member's cart (shop pages, the shell's cart badge). */
  cart: ['cart'],
  /** Class, PT and creche bookings, waiting lists, timetables with booked flags. */
  bookings: ['bookings'],
  /** Swim dues (swim pages, the shell's bell, the public settle page). */
  outstanding: ['outstanding'],
  /** Membership, extras, suspension, payments history. */
  membership: ['membership'],
  /** In-app notifications (bell, /notifications). */
  notifications: ['notifications'],
  /** Children and students (account, creche, swim). */
  children: ['children'],
  /** The dashboard's GET /portal/home (aggregates most of the above). */
  home: ['home'],
} as const satisfies Record<ServerDomain | 'home', readonly string[]>;
