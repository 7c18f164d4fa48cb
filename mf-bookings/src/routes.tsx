import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk.
const ClassBookingPage = lazy(() => import('./features/class-booking').then((m) => ({ default: m.ClassBookingPage })));
const PtBookingPage = lazy(() => import('./features/pt-booking').then((m) => ({ default: m.PtBookingPage })));
const CrecheBookingPage = lazy(() => import('./features/creche-booking').then((m) => ({ default: m.CrecheBookingPage })));
const MyBookingsPage = lazy(() => import('./features/my-bookings').then((m) => ({ default: m.MyBookingsPage })));

const page = (node: ReactNode) => (
  <Suspense
    fallback={
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    }
  >
    {node}
  </Suspense>
);

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/classbooking', element: page(<ClassBookingPage />) },
  { path: '/ptbooking', element: page(<PtBookingPage />) },
  { path: '/crechebooking', element: page(<CrecheBookingPage />) },
  { path: '/current-bookings', element: page(<MyBookingsPage when="current" />) },
  { path: '/past-bookings', element: page(<MyBookingsPage when="past" />) },
];

export default routes;
