import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

// Every swim page carries the outstanding-balance gate so the shell's bell (swim:pay) can open
// the payment dialog anywhere in the swim area; the list itself opens on the landing page only.
function withGate(load: () => Promise<ComponentType>, autoOpen = false): RouteObject['lazy'] {
  return async () => {
    const [Page, { OutstandingGate }] = await Promise.all([load(), import('./features/outstanding')]);
    return {
      Component: () => (
        <>
          <OutstandingGate autoOpen={autoOpen} />
          <Page />
        </>
      ),
    };
  };
}

// Absolute paths, exactly as in the shell's route table; each page loads on demand.
const routes: RouteObject[] = [
  {
    path: '/student-class-booking',
    lazy: withGate(async () => (await import('./features/student-class-booking')).StudentClassBookingPage, true),
  },
  {
    path: '/student-class-booking-makeup/:id/:cancelledClassScheduleId/:levelId/:studentNumber',
    lazy: withGate(async () => (await import('./features/makeup-booking')).MakeupBookingPage),
  },
  { path: '/makeup-credits', lazy: withGate(async () => (await import('./features/makeup-credits')).MakeupCreditsPage) },
  ...['/student-list', '/students', '/student-classes'].map((path) => ({
    path,
    lazy: withGate(async () => (await import('./features/student-list')).StudentListPage),
  })),
];

export default routes;
