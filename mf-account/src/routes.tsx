import { FirstScreen, lazyPage, pageRoutes } from '@portal/shared/core';
import { FIRST_SCREENS } from './first-screens';
import { prefetchDeletionState } from './features/privacy/api/privacy-api';
import { prefetchProfile } from './features/profile/api/profile-api';
import { ProfileFirstScreen } from './features/profile/components/profile-first-screen';

// Each page is its own chunk, fetched when first shown (the shell renders `element`); a page whose
// first screen is known shows it meanwhile (`fallback`: /profile's card, the static first screens of
// first-screens.ts, which the route's HTML frame holds too).
// Absolute paths, exactly as in the shell's route table.
export default pageRoutes({
  '/profile': lazyPage(() => import('./features/profile'), 'ProfilePage', { prefetch: prefetchProfile, fallback: <ProfileFirstScreen /> }),
  '/profile-student-guardian': lazyPage(() => import('./features/guardian-profile'), 'GuardianProfilePage'),
  '/children': lazyPage(() => import('./features/children'), 'ChildrenPage'),
  '/clubinfo': lazyPage(() => import('./features/club-info'), 'ClubInfoPage'),
  '/socialExternalRedirect': lazyPage(() => import('./features/contact-club'), 'SocialRedirectPage'),
  '/posts': lazyPage(() => import('./features/posts'), 'PostsPage'),
  '/sign-in-security': lazyPage(() => import('./features/sign-in-security'), 'SignInSecurityPage'),
  '/privacy': lazyPage(() => import('./features/privacy'), 'PrivacyPage', {
    prefetch: prefetchDeletionState,
    fallback: <FirstScreen screen={FIRST_SCREENS['/privacy']} />,
  }),
});
