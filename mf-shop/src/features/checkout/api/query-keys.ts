import { serverKeys } from '@portal/shared';

/** The checkout's queries; under the shared cart root, so a cart change anywhere refreshes them. */
export const checkoutKeys = {
  summary: (memberNumber: string | null, userType: number | null) => [...serverKeys.cart, memberNumber, userType, 'checkout'] as const,
};
