// The offline member card's storage: ONE cache holding the card page, its script and the card's
// data (GET /portal/member-card: name, number, barcode, club), no other member data. The service
// worker (public/sw.js) keeps the page and its files under the same cache name; this page alone
// keeps the card's data, bound to its owner.
//
// Bound to the signed-in user: the card is saved with its owner (club + member number), and the
// shell writes who is signed in on this browser (`CARD_OWNER_KEY`) whenever it learns it. A saved
// card shows only while its owner is the one the shell last saw signed in, and the card goes
// whenever the shell learns the session is gone (a 401 at start-up or on any request, Logout), so
// the next person on the device does not see it offline (docs/security.md).
export const CARD_CACHE = 'portal-member-card-v2';
const CARD_CACHE_PREFIX = 'portal-member-card-';
export const CARD_DATA_URL = '/api/v1/portal/member-card';
export const CARD_OWNER_KEY = 'portal.memberCardOwner';

export interface CardData {
  memberName: string;
  memberNumber: string;
  barcode: string;
  clubName: string;
}

interface SavedCard {
  owner: string;
  card: CardData;
}

/** Who a saved card belongs to: the club and the member number of the session user. */
export function cardOwnerOf(user: { accountId?: string | null; memberNumber?: string | null }): string | null {
  return user.memberNumber ? `${user.accountId ?? ''}/${user.memberNumber}` : null;
}

function signedInOwner(): string | null {
  try {
    return localStorage.getItem(CARD_OWNER_KEY);
  } catch {
    return null;
  }
}

/** Forgets the saved card and who it belonged to (the session is gone, or someone else signed in). */
export async function clearOfflineCard(): Promise<void> {
  try {
    localStorage.removeItem(CARD_OWNER_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing was kept then.
  }
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(CARD_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // As above.
  }
}

/** The shell learned who is signed in: another user's saved card goes, and this user owns the next one. */
export async function bindOfflineCard(user: { accountId?: string | null; memberNumber?: string | null }): Promise<void> {
  const owner = cardOwnerOf(user);
  // Forgets the previous owner at once (synchronously), so no later read shows their card.
  const clearing = signedInOwner() !== owner ? clearOfflineCard() : undefined;
  if (owner) {
    try {
      localStorage.setItem(CARD_OWNER_KEY, owner);
    } catch {
      // Without storage no card is saved (saveCard needs the owner).
    }
  }
  await clearing;
}

/** Keeps the card for a visit without a network, only when it is the signed-in user's own. */
export async function saveCard(card: CardData): Promise<void> {
  const owner = signedInOwner();
  if (!owner || !owner.endsWith(`/${card.memberNumber}`) || typeof caches === 'undefined') return;
  const saved: SavedCard = { owner, card };
  const body = new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } });
  await (await caches.open(CARD_CACHE)).put(CARD_DATA_URL, body);
}

/** The saved card, if its owner is still the user the shell last saw signed in on this browser. */
export async function savedCard(): Promise<CardData | null> {
  if (typeof caches === 'undefined') return null;
  const hit = await caches.match(CARD_DATA_URL, { cacheName: CARD_CACHE });
  if (!hit) return null;
  const saved = (await hit.json()) as Partial<SavedCard>;
  const owner = signedInOwner();
  if (!owner || saved.owner !== owner || !saved.card) return null;
  return saved.card;
}

/** Registers the service worker that keeps the card page available offline. */
export function registerCardWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
