// /profile's member card in the signed-in frame (pages/profile.html): the build writes it with the
// default picture, so on a phone the page's largest element paints with the HTML; the member's
// picture, name and e-mail go in as soon as the start-up session check answers, while the portal
// and mf-account still download. The card is shared's (profile-card-parts.ts), the one mf-account
// renders in the same place, so nothing moves under the member's eyes.
import type { ClubTheme, SessionUser } from '@portal/shared/core';
import { fillProfileCard, PROFILE_CARD_CLASS, sessionProfileCard } from '@portal/shared/profile-card';
import { USER_TYPE_GUARDIAN } from '@portal/shared/user-types';
import { keepFrameFirstScreen } from '../ui/frame-first-screen';

/** Fills the frame's card with the member, once; a guardian (who has their own profile page) has it taken away. */
export function paintFrameProfileCard(user: Pick<SessionUser, 'fullName' | 'email' | 'userType'>, theme: ClubTheme | null | undefined): void {
  const card = document.querySelector<HTMLElement>(`#root > .portal-frame > .portal-frame__main > .${PROFILE_CARD_CLASS}`);
  if (!card) return;
  if (user.userType === USER_TYPE_GUARDIAN) {
    card.remove();
    return;
  }
  fillProfileCard(card, sessionProfileCard(user, theme));
  keepFrameFirstScreen('/profile', card);
}
