// The member's profile card (picture, name, e-mail), described once. The shell's build writes it
// into /profile's HTML frame with the default picture (`profileCardHtml`, so the page's largest
// element paints with the HTML), the entry chunk fills in the member (`fillProfileCard`, plain DOM:
// the entry chunk stays without React) and mf-account renders it with React (`ProfileCard`,
// profile-card.tsx), all from these parts, so the card stays where it is. Styled by
// profile-card.css, in the shell's entry CSS (and StandaloneApp's). The build reads this file as
// data: relative imports only.
import type { ClubTheme, SessionUser } from '../../session/types';
import { DEFAULT_AVATAR, memberAvatarSrc } from '../member-avatar/member-avatar';

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

/**
 * Before anyone is known: the default picture, and a line's height for the name and the e-mail
 * (a no-break space), so filling them in moves nothing.
 */
export const UNKNOWN_MEMBER_CARD: ProfileCardContent = { avatarSrc: DEFAULT_AVATAR, name: '\u00a0', email: '\u00a0' };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card as HTML, for /profile's prerendered frame. */
export function profileCardHtml(content: ProfileCardContent): string {
  const parts = profileCardParts(content).map((part) => {
    const attributes = Object.entries(part.attributes ?? {}).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
    const open = `<${part.tag} class="${part.className}"${attributes}>`;
    return part.tag === 'img' ? open : `${open}${escapeHtml(part.text ?? '')}</${part.tag}>`;
  });
  return `<div class="${PROFILE_CARD_CLASS}">${parts.join('')}</div>`;
}

/** Puts the member into a card (the frame's): each part's attributes and text, as text, never markup. */
export function fillProfileCard(card: HTMLElement, content: ProfileCardContent): void {
  for (const part of profileCardParts(content)) {
    const element = card.querySelector(`.${part.className}`);
    if (!element) continue;
    for (const [name, value] of Object.entries(part.attributes ?? {})) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    if (part.text !== undefined) element.textContent = part.text;
  }
}
