import { lazyPage } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk, fetched when first shown (the shell renders `element`).
const ClassBookingPage = lazyPage(() => import('./features/class-booking'), 'ClassBookingPage');
const PtBookingPage = lazyPage(() => import('./features/pt-booking'), 'PtBookingPage');
const CrecheBookingPage = lazyPage(() => import('./features/creche-booking'), 'CrecheBookingPage');
const MyBookingsPage = lazyPage(() => import('./features/my-bookings'), 'MyBookingsPage');

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/classbooking', element: <ClassBookingPage /> },
  { path: '/ptbooking', element: <PtBookingPage /> },
  { path: '/crechebooking', element: <CrecheBookingPage /> },
  { path: '/current-bookings', element: <MyBookingsPage when="current" /> },
  { path: '/past-bookings', element: <MyBookingsPage when="past" /> },
];

export default routes;
