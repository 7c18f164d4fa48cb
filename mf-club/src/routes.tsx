import { lazyPage } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

// Each console page is its own chunk: the desk does not download the branding editor.
const ConsoleHome = lazyPage(() => import('./features/home'), 'ConsoleHomePage');
const FeaturesPage = lazyPage(() => import('./features/features'), 'FeaturesPage');
const BrandingPage = lazyPage(() => import('./features/branding'), 'BrandingPage');
const DeskPage = lazyPage(() => import('./features/desk'), 'DeskPage');
const KiosksPage = lazyPage(() => import('./features/kiosks'), 'KiosksPage');
const MembersPage = lazyPage(() => import('./features/members'), 'MembersPage');

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [
  { path: '/club', element: <ConsoleHome /> },
  { path: '/club/features', element: <FeaturesPage /> },
  { path: '/club/branding', element: <BrandingPage /> },
  { path: '/club/desk', element: <DeskPage /> },
  { path: '/club/kiosks', element: <KiosksPage /> },
  { path: '/club/members', element: <MembersPage /> },
];

export default routes;
