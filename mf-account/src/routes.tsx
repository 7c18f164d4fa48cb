import { LoadingText } from '@portal/shared';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

// The shell renders the matching route's `element`, so each page is a React.lazy element:
// a page's code is fetched only when it is first shown.
const page = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: await load() }));

const ProfilePage = page(async () => (await import('./features/profile')).ProfilePage);
const GuardianProfilePage = page(async () => (await import('./features/guardian-profile')).GuardianProfilePage);
const ChildrenPage = page(async () => (await import('./features/children')).ChildrenPage);
const ClubInfoPage = page(async () => (await import('./features/club-info')).ClubInfoPage);
const SocialRedirectPage = page(async () => (await import('./features/contact-club')).SocialRedirectPage);
const PostsPage = page(async () => (await import('./features/posts')).PostsPage);

const el = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<LoadingText />}>
    <Page />
  </Suspense>
);

// Absolute paths, exactly as in the shell's route table.
const routes: RouteObject[] = [
  { path: '/profile', element: el(ProfilePage) },
  { path: '/profile-student-guardian', element: el(GuardianProfilePage) },
  { path: '/children', element: el(ChildrenPage) },
  { path: '/clubinfo', element: el(ClubInfoPage) },
  { path: '/socialExternalRedirect', element: el(SocialRedirectPage) },
  { path: '/posts', element: el(PostsPage) },
];

export default routes;
