import type { PageFirstScreen } from '@portal/shared/first-screen';

// /privacy's first section, which needs no data: the page's first screen (src/first-screens.ts).
export const PRIVACY_FIRST_SCREEN: PageFirstScreen = {
  heading: 'Download my data',
  intro:
    'Everything the club holds about you: your profile, children, memberships, bookings, payments, orders and signed documents, as a file for programs (JSON) or a document to read (PDF).',
  size: 'sm',
  maxWidth: 640,
};
