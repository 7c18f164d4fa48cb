// One test app for a whole test file (optionally with the demo club, DEMO01, picked out): built
// before its first test, closed after its last. The file keeps its own `t` and `clubId` (so its
// tests read as before); `ready` hands them over once the app is up.
import { demoClubId } from '../bookings-helpers/fixtures';
import { createTestApp, type TestApp } from './test-app';

export interface DemoClubApp {
  t: TestApp;
  clubId: number;
}

/** One test app for the whole file (the seeded demo data, no club picked). */
export function withTestApp(ready: (t: TestApp) => void | Promise<void>): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    await ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

export function withDemoClubApp(ready: (demo: DemoClubApp) => void): void {
  withTestApp(async (t) => ready({ t, clubId: await demoClubId(t.handle.db) }));
}

/**
 * The same, and the sign-ins `signIn` makes (`consoleLogins`, or `(t) => demoLogins(t, ...)`) as `as`:
 * `withSignedInDemoClub(consoleLogins, (demo) => ({ t, clubId, as } = demo));`
 */
export function withSignedInDemoClub<L>(signIn: (t: TestApp) => Promise<L>, ready: (demo: DemoClubApp & { as: L }) => void): void {
  withTestApp(async (t) => {
    const clubId = await demoClubId(t.handle.db);
    ready({ t, clubId, as: await signIn(t) });
  });
}

/** Calls `/api/v1<url>` with the member's session cookie, or signed out for `null`. */
export function memberApi(app: () => TestApp) {
  return (m: { cookie: string } | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app().app.inject({ method, url: `/api/v1${url}`, headers: m ? { cookie: m.cookie } : {}, payload });
}
