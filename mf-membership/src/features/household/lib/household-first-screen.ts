import type { PageFirstScreen } from '@portal/shared/first-screen';

// What /household is for: it needs no data, so it is the page's first screen (src/first-screens.ts).
export const HOUSEHOLD_FIRST_SCREEN: PageFirstScreen = {
  intro: 'You pay for the members of your household: their packs, bookings and memberships are charged to your payment method, and their receipts come to you.',
};

/** A swim guardian's household is only students: said once the household's answer shows it. */
export const HOUSEHOLD_STUDENTS_FIRST_SCREEN: PageFirstScreen = {
  intro: 'You pay for your students: their lessons and balances are paid by your card, and their receipts come to you.',
};
