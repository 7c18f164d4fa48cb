// The signed-in member's picture as the profile card shows it: their own, else the default
// avatar (never the club's, which the header's menu shows instead). One rule for the card the
// shell paints into /profile's HTML frame (shell/src/layout/frame-profile-card.ts) and the card
// of mf-account's profile pages, so the picture never changes under the member's eyes.
import type { ClubTheme } from '../../session/types';

const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'><rect width='120' height='120' fill='%23dee2e6'/>" +
  "<circle cx='60' cy='46' r='24' fill='%23adb5bd'/><path d='M18 112c4-26 22-38 42-38s38 12 42 38z' fill='%23adb5bd'/></svg>";

/** Shown when a profile has no picture (and always on the guardian's card). */
export const DEFAULT_AVATAR = `data:image/svg+xml;utf8,${SVG}`;

/** The member's own picture from the club theme (base64 PNG), else the default avatar. */
export function memberAvatarSrc(theme: Pick<ClubTheme, 'userAvatar' | 'userAvatarIsOwn'> | null | undefined): string {
  const own = theme?.userAvatarIsOwn === true && typeof theme.userAvatar === 'string' ? theme.userAvatar : '';
  return own ? `data:image/png;base64,${own}` : DEFAULT_AVATAR;
}
