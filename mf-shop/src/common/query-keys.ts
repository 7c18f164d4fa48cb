import { serverKeys } from '@portal/shared';

/** The cart's queries (the cart and checkout pages read the same summary); under the shared cart root, so any cart change (any app) refreshes them. */
export const cartKeys = {
  summary: (memberNumber: string | null, userType: number | null) => [...serverKeys.cart, memberNumber, userType, 'summary'] as const,
};
