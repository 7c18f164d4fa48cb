import { lazyPage, pageRoutes } from '@portal/shared/core';

// Each console page is its own chunk: the desk does not download the branding editor.
// Absolute paths; the shell renders the one matching its route table.
export default pageRoutes({
  '/club': lazyPage(() => import('./features/home'), 'ConsoleHomePage'),
  '/club/features': lazyPage(() => import('./features/features'), 'FeaturesPage'),
  '/club/branding': lazyPage(() => import('./features/branding'), 'BrandingPage'),
  '/club/desk': lazyPage(() => import('./features/desk'), 'DeskPage'),
  '/club/kiosks': lazyPage(() => import('./features/kiosks'), 'KiosksPage'),
  '/club/failed-payments': lazyPage(() => import('./features/failed-payments'), 'FailedPaymentsPage'),
  '/club/members': lazyPage(() => import('./features/members'), 'MembersPage'),
  '/club/timetable': lazyPage(() => import('./features/timetable'), 'TimetablePage'),
  '/club/trainers': lazyPage(() => import('./features/trainers'), 'TrainersPage'),
  '/club/memberships': lazyPage(() => import('./features/memberships'), 'MembershipsPage'),
  '/club/shop': lazyPage(() => import('./features/shop-admin'), 'ShopAdminPage'),
  '/club/staff': lazyPage(() => import('./features/staff'), 'StaffPage'),
  '/club/details': lazyPage(() => import('./features/club-details'), 'ClubDetailsPage'),
  '/club/creche': lazyPage(() => import('./features/creche'), 'CrechePage'),
  '/club/swim-school': lazyPage(() => import('./features/swim-school'), 'SwimSchoolPage'),
  '/club/import': lazyPage(() => import('./features/member-import'), 'MemberImportPage'),
  '/club/cancellations': lazyPage(() => import('./features/cancellations'), 'CancellationsPage'),
  '/club/documents': lazyPage(() => import('./features/documents'), 'DocumentsPage'),
  // The charts library (recharts) rides in this page's chunk only.
  '/club/insights': lazyPage(() => import('./features/insights'), 'InsightsPage'),
});
