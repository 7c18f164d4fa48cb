import type { CARD_CAPTURE_STARTED, CapturedCard } from '@portal/shared';

/** Parent origins other than our own that may embed the capture page (e.g. local dev ports). */
const ALLOWED_PARENT_ORIGINS: readonly string[] = Array.from({ length: 7 }, (_, i) => `http://localhost:${8080 + i}`);

/**
 * The target origin of the card message: always explicit, never '*'. The portal and the frame are
 * same-origin; a `parentOrigin` query parameter is honoured only when it is allow-listed.
 */
export function targetOrigin(search: string, own: string = window.location.origin): string {
  const requested = new URLSearchParams(search).get('parentOrigin');
  return requested && ALLOWED_PARENT_ORIGINS.includes(requested) ? requested : own;
}

/** The card (or the notice that one is on its way to the vault) to the page that embeds this one. */
export function postCardToParent(message: CapturedCard | typeof CARD_CAPTURE_STARTED, search: string = window.location.search): void {
  const parent = window.parent;
  if (!parent) return;
  parent.postMessage(message, targetOrigin(search));
}
