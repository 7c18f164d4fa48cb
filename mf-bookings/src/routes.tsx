import { lazyPage, pageRoutes } from '@portal/shared/core';

// Each page is its own chunk, fetched when first shown (the shell renders `element`).
const MyBookingsPage = lazyPage(() => import('./features/my-bookings'), 'MyBookingsPage');

// Absolute paths; the shell renders the one matching its route table.
export default pageRoutes({
  '/classbooking': lazyPage(() => import('./features/class-booking'), 'ClassBookingPage'),
  '/ptbooking': lazyPage(() => import('./features/pt-booking'), 'PtBookingPage'),
  '/crechebooking': lazyPage(() => import('./features/creche-booking'), 'CrecheBookingPage'),
  '/current-bookings': <MyBookingsPage when="current" />,
  '/past-bookings': <MyBookingsPage when="past" />,
});
