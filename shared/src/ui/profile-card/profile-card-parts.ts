// The member's profile card (picture, name, e-mail), described once. The shell paints it into
// /profile's HTML frame before React runs (`createProfileCard`, plain DOM: the entry chunk stays
// without React) and mf-account renders it with React (`ProfileCard`, profile-card.tsx), both from
// these parts, so the card never changes under the member's eyes. Styled by profile-card.css, in
// the shell's entry CSS (and StandaloneApp's).
import type { ClubTheme, SessionUser } from '../../session/types';
import { memberAvatarSrc } from '../member-avatar/member-avatar';

export const PROFILE_CARD_CLASS = 'portal-profile-card';

export interface ProfileCardContent {
  avatarSrc: string;
  name: string;
  email: string;
}

interface ProfileCardPart {
  tag: 'img' | 'p';
  className: string;
  attributes?: Record<string, string>;
  text?: string;
}

/** The card's elements, in order; text is always text, never markup. */
export function profileCardParts({ avatarSrc, name, email }: ProfileCardContent): ProfileCardPart[] {
  return [
    { tag: 'img', className: `${PROFILE_CARD_CLASS}__avatar`, attributes: { src: avatarSrc, alt: 'Profile picture' } },
    { tag: 'p', className: `${PROFILE_CARD_CLASS}__name`, text: name },
    { tag: 'p', className: `${PROFILE_CARD_CLASS}__email`, text: email },
  ];
}

/** What the session already knows: the member's own picture (else the default), name and e-mail. */
export function sessionProfileCard(user: Pick<SessionUser, 'fullName' | 'email'>, theme: Pick<ClubTheme, 'userAvatar' | 'userAvatarIsOwn'> | null | undefined): ProfileCardContent {
  return { avatarSrc: memberAvatarSrc(theme), name: user.fullName, email: user.email };
}

/** The card as a DOM element, for the pre-React paint. */
export function createProfileCard(doc: Document, content: ProfileCardContent): HTMLElement {
  const card = doc.createElement('div');
  card.className = PROFILE_CARD_CLASS;
  for (const part of profileCardParts(content)) {
    const element = doc.createElement(part.tag);
    element.className = part.className;
    for (const [name, value] of Object.entries(part.attributes ?? {})) element.setAttribute(name, value);
    if (part.text !== undefined) element.textContent = part.text;
    card.append(element);
  }
  return card;
}
