// One app on the seeded demo club (DEMO01) for a whole test file: built before its first test,
// closed after its last. The file keeps its own `t` and `clubId` (so its tests read as before);
// `ready` hands them over once the app is up.
import { demoClubId } from '../bookings-helpers/fixtures';
import { createTestApp, type TestApp } from './test-app';

export interface DemoClubApp {
  t: TestApp;
  clubId: number;
}

export function withDemoClubApp(ready: (demo: DemoClubApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    ready({ t, clubId: await demoClubId(t.handle.db) });
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** Calls `/api/v1<url>` with the member's session cookie, or signed out for `null`. */
export function memberApi(app: () => TestApp) {
  return (m: { cookie: string } | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app().app.inject({ method, url: `/api/v1${url}`, headers: m ? { cookie: m.cookie } : {}, payload });
}
