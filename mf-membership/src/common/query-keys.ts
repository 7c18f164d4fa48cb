import { serverKeys } from '@portal/shared';

/**
 * The membership remote's queries, all under the shared membership root: a change of membership,
 * a purchase, a suspension or a payment (announceChange('membership')) refreshes every one of them
 * and the dashboard. One file for the remote's features, which read each other's changes.
 */
export const membershipKeys = {
  info: (memberNumber: string | null) => [...serverKeys.membership, 'info', memberNumber] as const,
  extras: (memberNumber: string | null) => [...serverKeys.membership, 'extras', memberNumber] as const,
  purchasable: (clubId: number | null) => [...serverKeys.membership, 'purchasable', clubId] as const,
  payments: [...serverKeys.membership, 'payments'] as const,
  /** Debits the billing run will take (fees agreed to among them). */
  upcomingDebits: [...serverKeys.membership, 'payments', 'upcoming'] as const,
  suspension: (memberNumber: string | null) => [...serverKeys.membership, 'suspension', memberNumber] as const,
  /** The club's suspension reasons, freeze types and maximum days (the freeze form, for anyone's membership). */
  freezeRules: (memberNumber: string | null) => [...serverKeys.membership, 'freeze-rules', memberNumber] as const,
  /** Cancel online: the open cancellation, else what cancelling today means. */
  cancellation: (memberNumber: string | null) => [...serverKeys.membership, 'cancellation', memberNumber] as const,
  /** The types a member may change to, and the extras each offers (change / renew membership). */
  types: (clubId: number | null) => [...serverKeys.membership, 'types', clubId] as const,
  typeSubscriptions: (typeId: number) => [...serverKeys.membership, 'type-subscriptions', typeId] as const,
  /** The profile the change-membership summary shows. */
  summaryProfile: (memberNumber: string | null) => [...serverKeys.membership, 'summary-profile', memberNumber] as const,
  /** The payer's household: dependants, their packs and bookings. */
  household: [...serverKeys.membership, 'household'] as const,
  /** A dependant's cancellation as their payer sees it on /household (the dependant's own quote). */
  householdCancellation: (memberNumber: string) => [...serverKeys.membership, 'household', 'cancellation', memberNumber] as const,
  /** A dependant's open freezes as their payer sees them on /household. */
  householdSuspension: (memberNumber: string) => [...serverKeys.membership, 'household', 'suspension', memberNumber] as const,
  /** Who pays for the signed-in member (Update Payment Method says so to a dependant). */
  payer: [...serverKeys.membership, 'payer'] as const,
  /** The club's theme by account (a public link to /membership): not member data. */
  theme: (accountId: string | null) => ['club-theme', accountId] as const,
};
