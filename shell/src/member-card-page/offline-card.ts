// The offline member card's storage: ONE cache holding the card page, its script and the card's
// data (GET /portal/member-card: name, number, barcode, club) — no other member data. The service
// worker (public/sw.js) uses the same names; signing out deletes the cache.
export const CARD_CACHE = 'portal-member-card-v1';
export const CARD_DATA_URL = '/api/v1/portal/member-card';

/** Forgets the saved card (sign-out, or the server no longer knows the session). */
export async function clearOfflineCard(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(CARD_CACHE);
  } catch {
    // Storage may be unavailable (private mode); nothing was kept then.
  }
}

/** Registers the service worker that keeps the card page available offline. */
export function registerCardWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
