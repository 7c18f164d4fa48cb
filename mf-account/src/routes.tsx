import { lazyPage } from '@portal/shared';
import type { RouteObject } from 'react-router-dom';

// Each page is its own chunk, fetched when first shown (the shell renders `element`).
const ProfilePage = lazyPage(() => import('./features/profile'), 'ProfilePage');
const GuardianProfilePage = lazyPage(() => import('./features/guardian-profile'), 'GuardianProfilePage');
const ChildrenPage = lazyPage(() => import('./features/children'), 'ChildrenPage');
const ClubInfoPage = lazyPage(() => import('./features/club-info'), 'ClubInfoPage');
const SocialRedirectPage = lazyPage(() => import('./features/contact-club'), 'SocialRedirectPage');
const PostsPage = lazyPage(() => import('./features/posts'), 'PostsPage');

// Absolute paths, exactly as in the shell's route table.
const routes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile-student-guardian', element: <GuardianProfilePage /> },
  { path: '/children', element: <ChildrenPage /> },
  { path: '/clubinfo', element: <ClubInfoPage /> },
  { path: '/socialExternalRedirect', element: <SocialRedirectPage /> },
  { path: '/posts', element: <PostsPage /> },
];

export default routes;
