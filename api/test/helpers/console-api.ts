// The calls most API test files make: JSON to /api/v1 as one signed-in user (or signed out), each
// from an address of its own (the per-address limits never couple tests), answered as the status
// and the parsed envelope; and the club console's usual cast of sign-ins.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-logins';
import { demoLogins, nextIp, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Body = { statusCode: number; payload: any; errors: { message: string; field?: string } };

/**
 * `call(cookie, method, url, payload?, headers?)` on the app `app()` answers (read when called: set in
 * beforeAll); `raw` is the whole response (headers, cookies), `body` null when it has none.
 */
export function apiCalls(app: () => TestApp, headers: Record<string, string> = {}) {
  return async (cookie: string | null | undefined, method: Method, url: string, payload?: unknown, extra: Record<string, string> = {}) => {
    const res = await app().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(cookie ? { cookie } : {}), ...headers, ...extra },
      remoteAddress: nextIp(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Body, raw: res };
  };
}

/**
 * The demo club's ADMIN, STAFF and member, and `otherAdmin`: the lite club's login made its
 * ADMIN, so an ADMIN, but of another club.
 */
export type ConsoleLogins = Record<'admin' | 'staff' | 'member' | 'otherAdmin', string>;

export async function consoleLogins(t: TestApp): Promise<ConsoleLogins> {
  await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
  return { ...(await demoLogins(t, 'admin', 'staff', 'member')), otherAdmin: await t.login('lite@demo.club', DEMO_PASSWORD) };
}

/** Every day of the week as a series' rule names them (RFC 5545 BYDAY). */
export const EVERY_DAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/**
 * Request bodies made by `make(n)` for n = 1, 2, ... (names and times that never clash with an
 * earlier body's), with a test's `over` laid on top.
 */
export function numberedBodies(make: (n: number) => Record<string, unknown>) {
  let n = 0;
  return (over: Record<string, unknown> = {}) => ({ ...make(++n), ...over });
}
