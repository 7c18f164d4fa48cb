// /profile's member card in the signed-in frame (pages/profile.html), painted as soon as the
// start-up session check answers, while the portal and mf-account still download: on a phone the
// picture is the page's largest element, so it shows about when the dashboard's greeting does,
// not after every byte of the page. The card is shared's (profile-card-parts.ts), the one
// mf-account renders in the same place, so nothing changes under the member's eyes.
import type { ClubTheme, SessionUser } from '@portal/shared/core';
import { createProfileCard, PROFILE_CARD_CLASS, sessionProfileCard } from '@portal/shared/profile-card';
import { USER_TYPE_GUARDIAN } from '@portal/shared/user-types';
import { keepFrameFirstScreen } from '../ui/frame-first-screen';

/** Adds the card under the frame's title, once; nothing without a frame or for a guardian (who has their own profile page). */
export function paintFrameProfileCard(user: Pick<SessionUser, 'fullName' | 'email' | 'userType'>, theme: ClubTheme | null | undefined): void {
  const main = document.querySelector('#root > .portal-frame > .portal-frame__main');
  if (!main || main.querySelector(`.${PROFILE_CARD_CLASS}`) || user.userType === USER_TYPE_GUARDIAN) return;
  const card = createProfileCard(document, sessionProfileCard(user, theme));
  main.append(card);
  keepFrameFirstScreen('/profile', card);
}
