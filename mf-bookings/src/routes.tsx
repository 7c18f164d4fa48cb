import { FirstScreen, lazyPage, pageRoutes } from '@portal/shared/core';
import { FIRST_SCREENS } from './first-screens';

// Each page is its own chunk, fetched when first shown (the shell renders `element`); a page whose
// first screen is declared (first-screens.ts, also in the route's HTML frame) shows it meanwhile.
const loadMyBookings = () => import('./features/my-bookings');
const MyBookingsPage = lazyPage(loadMyBookings, 'MyBookingsPage');
const CurrentBookingsPage = lazyPage(loadMyBookings, 'MyBookingsPage', { fallback: <FirstScreen screen={FIRST_SCREENS['/current-bookings']} /> });

// Absolute paths; the shell renders the one matching its route table.
export default pageRoutes({
  '/classbooking': lazyPage(() => import('./features/class-booking'), 'ClassBookingPage'),
  '/ptbooking': lazyPage(() => import('./features/pt-booking'), 'PtBookingPage'),
  '/crechebooking': lazyPage(() => import('./features/creche-booking'), 'CrecheBookingPage'),
  '/current-bookings': <CurrentBookingsPage when="current" />,
  '/past-bookings': <MyBookingsPage when="past" />,
});
