import { createElement, type ReactNode } from 'react';
import { PROFILE_CARD_CLASS, profileCardParts, type ProfileCardContent } from './profile-card-parts';

/** The member's profile card (profile-card-parts.ts), with what a page adds under it (the picture upload). */
export function ProfileCard({ content, children }: { content: ProfileCardContent; children?: ReactNode }) {
  return (
    <div className={PROFILE_CARD_CLASS}>
      {profileCardParts(content).map((part) => createElement(part.tag, { key: part.className, className: part.className, ...part.attributes }, part.text))}
      {children}
    </div>
  );
}
