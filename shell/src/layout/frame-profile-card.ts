// /profile's avatar card in the signed-in frame (pages/profile.html), painted as soon as the
// start-up session check answers, while the portal and mf-account still download: the member's
// picture, name and e-mail show about when the dashboard's greeting does, not after every byte of
// the page (on a phone the picture is the page's largest element: issue 17, round 11). mf-account
// renders the same card in the same place while the profile is read (ProfileLayoutPending), and
// the same picture (memberAvatarSrc), so nothing changes under the member's eyes.
import type { ClubTheme, SessionUser } from '@portal/shared/core';
import { memberAvatarSrc } from '@portal/shared/member-avatar';

/** Guardians have their own profile page (USER_TYPE_GUARDIAN, not imported: the entry stays light); a prospect's card shows the default picture. */
const GUARDIAN = 5;

/** Adds the card under the frame's title, once; nothing without a frame or for a guardian. */
export function paintFrameProfileCard(user: Pick<SessionUser, 'fullName' | 'email' | 'userType'>, theme: ClubTheme | null | undefined): void {
  const main = document.querySelector('#root > .portal-frame > .portal-frame__main');
  if (!main || main.querySelector('.portal-frame__profile-card') || user.userType === GUARDIAN) return;
  const card = document.createElement('div');
  card.className = 'portal-frame__profile-card';
  const picture = document.createElement('img');
  picture.className = 'portal-frame__avatar';
  // The name is right under it: the picture says nothing more to a screen reader.
  picture.alt = '';
  picture.src = memberAvatarSrc(theme);
  const name = document.createElement('p');
  name.className = 'portal-frame__profile-name';
  // textContent: a name is never markup.
  name.textContent = user.fullName;
  const email = document.createElement('p');
  email.className = 'portal-frame__profile-email';
  email.textContent = user.email;
  card.append(picture, name, email);
  main.append(card);
}
