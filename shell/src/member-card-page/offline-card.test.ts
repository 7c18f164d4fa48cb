// The saved member card outlives nothing: a session that ends without Logout (idle timeout,
// revoked: the shell hears a 401 at start-up or on any request) takes it along, and a card is only
// ever shown to the user it was saved for.
import { apiFailure, mockApi, presetSession, type MockApi } from '@portal/shared/test-utils';
import { apiGet, sessionStore } from '@portal/shared/core';
import { checkSession } from '../features/session/session-check';
import { bindOfflineCardToSession } from '../features/session/offline-card-binding';
import { bindOfflineCard, CARD_CACHE, CARD_OWNER_KEY, saveCard, savedCard } from './offline-card';

/** An in-memory CacheStorage (jsdom has none). */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (url: string, response: Response) => void store.set(String(url), await response.text()),
      keys: async () => [...store.keys()],
    };
  };
  const fake = {
    open,
    keys: async () => [...stores.keys()],
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    match: async (url: string, options?: { cacheName?: string }) => {
      const text = stores.get(options?.cacheName ?? '')?.get(String(url));
      return text === undefined ? undefined : { json: async () => JSON.parse(text) as unknown };
    },
  };
  Object.defineProperty(globalThis, 'caches', { value: fake, configurable: true });
  return stores;
}

const ALEX = { userId: 7, memberNumber: '100001', accountId: 'DEMO01', fullName: 'Alex Morgan', userType: 1 };
const SAM = { userId: 8, memberNumber: '100003', accountId: 'DEMO01', fullName: 'Sam Paused', userType: 1 };
const ALEX_CARD = { memberName: 'Alex Morgan', memberNumber: '100001', barcode: 'B100001', clubName: 'Demo Club' };
const THEME = { clubName: 'Demo Club', flags: {} };

let stores: ReturnType<typeof fakeCaches>;
let api: MockApi | undefined;
beforeEach(() => {
  stores = fakeCaches();
  localStorage.clear();
});
afterEach(() => {
  api?.restore();
  api = undefined;
});

/** Lets the store listener's cache work finish (it is fire-and-forget). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function alexSavedACard() {
  await bindOfflineCard(ALEX);
  await saveCard(ALEX_CARD);
  expect(await savedCard()).toEqual(ALEX_CARD);
}

it('a session that ended without Logout: the 401 of the start-up check deletes the saved card', async () => {
  await alexSavedACard();
  api = mockApi({ 'GET /auth/me': apiFailure(401, 'Please sign in to continue.'), 'GET /club/theme': apiFailure(401, '') });
  await expect(checkSession()).resolves.toEqual({ status: 'signedOut' });
  expect(await savedCard()).toBeNull();
  expect(stores.has(CARD_CACHE)).toBe(false);
  expect(localStorage.getItem(CARD_OWNER_KEY)).toBeNull();
});

it('a 401 on any request while the portal is open deletes the saved card', async () => {
  presetSession({ user: ALEX });
  const stop = bindOfflineCardToSession();
  try {
    await settle();
    await saveCard(ALEX_CARD);
    expect(await savedCard()).toEqual(ALEX_CARD);
    api = mockApi({ 'GET /notifications/unread-count': apiFailure(401, 'Please sign in to continue.') });
    await expect(apiGet('/notifications/unread-count')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().user).toBeNull();
    await settle();
    expect(await savedCard()).toBeNull();
    expect(stores.has(CARD_CACHE)).toBe(false);
  } finally {
    stop();
  }
});

it('someone else signing in on the browser never sees the card: it goes when the shell learns who it is', async () => {
  await alexSavedACard();
  api = mockApi({ 'GET /auth/me': SAM, 'GET /club/theme': THEME });
  await checkSession();
  expect(await savedCard()).toBeNull();
  expect(stores.has(CARD_CACHE)).toBe(false);
});

it('the same member signing in again keeps their card', async () => {
  await alexSavedACard();
  api = mockApi({ 'GET /auth/me': ALEX, 'GET /club/theme': THEME });
  await checkSession();
  expect(await savedCard()).toEqual(ALEX_CARD);
});

it('a card is saved only for the user the shell saw signed in, and shown only to them', async () => {
  await bindOfflineCard(SAM);
  await saveCard(ALEX_CARD);
  expect(await savedCard()).toBeNull();
  // Saved for Alex, then the owner on record changes without the card being cleared: not shown.
  await alexSavedACard();
  localStorage.setItem(CARD_OWNER_KEY, 'DEMO01/100003');
  expect(await savedCard()).toBeNull();
  // Nobody on record (storage cleared): nothing shown.
  localStorage.removeItem(CARD_OWNER_KEY);
  expect(await savedCard()).toBeNull();
});
