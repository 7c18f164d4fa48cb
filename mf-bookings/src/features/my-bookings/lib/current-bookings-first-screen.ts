import type { PageFirstScreen } from '@portal/shared/first-screen';

// What the private calendar feed on /current-bookings is for, and when to reset it: it needs no
// data, so it is the page's first screen (src/first-screens.ts), above the feed and the bookings.
export const CURRENT_BOOKINGS_FIRST_SCREEN: PageFirstScreen = {
  intro:
    'Your calendar app can show these bookings: add your private calendar feed to it. Reset the link if someone else may have it: calendars using the old link stop updating.',
};
