import { Suspense, lazy, type ComponentType } from 'react';
import { LoadingText } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

const OutstandingGate = lazy(async () => ({ default: (await import('./features/outstanding')).OutstandingGate }));

/**
 * Every swim page carries the outstanding-balance gate so the shell's bell (swim:pay) can open
 * the payment dialog anywhere in the swim area; the list itself opens on the landing page only.
 * The shell renders `element`, so pages are split with React.lazy inside it.
 */
function page(load: () => Promise<ComponentType>, autoOpen = false): RouteObject['element'] {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingText />}>
      <OutstandingGate autoOpen={autoOpen} />
      <Page />
    </Suspense>
  );
}

// Absolute paths, exactly as in the shell's route table.
const routes: RouteObject[] = [
  {
    path: '/student-class-booking',
    element: page(async () => (await import('./features/student-class-booking')).StudentClassBookingPage, true),
  },
  {
    path: '/student-class-booking-makeup/:id/:cancelledClassScheduleId/:levelId/:studentNumber',
    element: page(async () => (await import('./features/makeup-booking')).MakeupBookingPage),
  },
  { path: '/makeup-credits', element: page(async () => (await import('./features/makeup-credits')).MakeupCreditsPage) },
  ...['/student-list', '/students', '/student-classes'].map((path) => ({
    path,
    element: page(async () => (await import('./features/student-list')).StudentListPage),
  })),
];

export default routes;
