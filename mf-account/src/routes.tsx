import { lazyPage, pageRoutes } from '@portal/shared/core';
import { prefetchProfile } from './features/profile/api/profile-api';

// Each page is its own chunk, fetched when first shown (the shell renders `element`).
// Absolute paths, exactly as in the shell's route table.
export default pageRoutes({
  '/profile': lazyPage(() => import('./features/profile'), 'ProfilePage', { prefetch: prefetchProfile }),
  '/profile-student-guardian': lazyPage(() => import('./features/guardian-profile'), 'GuardianProfilePage'),
  '/children': lazyPage(() => import('./features/children'), 'ChildrenPage'),
  '/clubinfo': lazyPage(() => import('./features/club-info'), 'ClubInfoPage'),
  '/socialExternalRedirect': lazyPage(() => import('./features/contact-club'), 'SocialRedirectPage'),
  '/posts': lazyPage(() => import('./features/posts'), 'PostsPage'),
});
