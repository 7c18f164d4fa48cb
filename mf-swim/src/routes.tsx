import { lazyPage, pageRoutes } from '@portal/shared/core';
import type { ComponentType } from 'react';

// The gate has nothing to show until it knows of a balance, so it waits without a fallback.
const OutstandingGate = lazyPage(() => import('./features/outstanding'), 'OutstandingGate', { fallback: null });
const StudentClassBookingPage = lazyPage(() => import('./features/student-class-booking'), 'StudentClassBookingPage');
const MakeupBookingPage = lazyPage(() => import('./features/makeup-booking'), 'MakeupBookingPage');
const MakeupCreditsPage = lazyPage(() => import('./features/makeup-credits'), 'MakeupCreditsPage');
const StudentListPage = lazyPage(() => import('./features/student-list'), 'StudentListPage');

/**
 * Every swim page carries the outstanding-balance gate so the shell's bell (swim:pay) can open
 * the payment dialog anywhere in the swim area; the list itself opens on the landing page only.
 */
const gated = (Page: ComponentType, autoOpen = false) => (
  <>
    <OutstandingGate autoOpen={autoOpen} />
    <Page />
  </>
);

// Absolute paths, exactly as in the shell's route table.
const studentList = gated(StudentListPage);
export default pageRoutes({
  '/student-class-booking': gated(StudentClassBookingPage, true),
  '/student-class-booking-makeup/:id/:cancelledClassScheduleId/:levelId/:studentNumber': gated(MakeupBookingPage),
  '/makeup-credits': gated(MakeupCreditsPage),
  '/student-list': studentList,
  '/students': studentList,
  '/student-classes': studentList,
});
