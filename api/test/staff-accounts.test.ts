// Staff logins in the club console: an ADMIN invites STAFF by e-mail with a one-time link (the
// invited person chooses a password and reaches the desk), changes a role, removes access (their
// sessions end at once); the last ADMIN cannot be removed or demoted; a member, STAFF and another
// club's ADMIN are refused every write.
import { and, desc, eq } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE, MEMBER_LOGIN_NOT_STAFF_MESSAGE } from '@portal/shared/contracts';
import { EMAIL } from '@portal/shared/messages';
import { clubAuditLog, outbox, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';
import { apiCalls, consoleLogins, type ConsoleLogins, type Method } from './helpers/console-api';

let t: TestApp, clubId: number, as: ConsoleLogins;
withSignedInDemoClub(consoleLogins, (demo) => ({ t, clubId, as } = demo));

const call = apiCalls(() => t);

async function userId(email: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(and(eq(users.clubId, clubId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The token of the last link e-mailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
  const match = /reset-password\?token=(\S+)/.exec(mail?.bodyText ?? '');
  if (!match?.[1]) throw new Error(`no link e-mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

it('a member, STAFF and another club’s ADMIN are refused every write; nothing changes', async () => {
  const staffId = await userId('staff@demo.club');
  const writes: Array<[Method, string, unknown?]> = [
    ['POST', '/club-console/staff', { email: 'x@demo.club', name: 'X', role: 'ADMIN' }],
    ['PUT', `/club-console/staff/${staffId}/role`, { role: 'ADMIN' }],
    ['DELETE', `/club-console/staff/${staffId}`],
  ];
  for (const who of ['member', 'staff'] as const) {
    for (const [method, url, body] of writes) expect({ who, url, status: (await call(as[who], method, url, body)).status }).toEqual({ who, url, status: 403 });
  }
  for (const [method, url, body] of writes.slice(1)) expect({ url, status: (await call(as.otherAdmin, method, url, body)).status }).toEqual({ url, status: 404 });
  const [staff] = await t.handle.db.select().from(users).where(eq(users.id, staffId));
  expect(staff?.role).toBe('STAFF');
  expect((await t.handle.db.select().from(users).where(eq(users.email, 'x@demo.club'))).length).toBe(0);
});

it('an invited STAFF chooses a password through the e-mailed link and reaches the desk, not the catalogue', async () => {
  const invited = await call(as.admin, 'POST', '/club-console/staff', { email: 'Desk2@demo.club', name: 'Robin Desk', role: 'STAFF' });
  expect(invited.status).toBe(200);
  expect(invited.body.payload).toMatchObject({ email: 'desk2@demo.club', role: 'STAFF', invitationPending: true });
  const token = await linkTokenFor('desk2@demo.club');
  const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password-with-token', headers: { origin: PUBLIC_ORIGIN }, payload: { token, newPassword: 'a-long-desk-passphrase', confirmPassword: 'a-long-desk-passphrase' }, remoteAddress: nextIp() });
  expect(reset.statusCode).toBe(200);
  const cookie = await t.login('desk2@demo.club', 'a-long-desk-passphrase');
  expect((await call(cookie, 'GET', '/club-console/desk/today')).status).toBe(200);
  expect((await call(cookie, 'GET', '/club-console/membership-types')).status).toBe(403);
  const [audit] = await t.handle.db.select().from(clubAuditLog).where(and(eq(clubAuditLog.clubId, clubId), eq(clubAuditLog.area, 'staff'))).orderBy(desc(clubAuditLog.id)).limit(1);
  expect(audit?.after).toMatchObject({ email: 'desk2@demo.club', role: 'STAFF' });
});

it('bad or taken addresses are refused with their message', async () => {
  expectRefused(await call(as.admin, 'POST', '/club-console/staff', { email: 'not-an-address', name: 'X', role: 'STAFF' }), 400, EMAIL);
  expectRefused(await call(as.admin, 'POST', '/club-console/staff', { email: 'member@demo.club', name: 'X', role: 'STAFF' }), 400, MEMBER_LOGIN_NOT_STAFF_MESSAGE);
});

it('a role change reaches the live session at once; removing access ends the sessions', async () => {
  const staffCookie = await t.login('staff@demo.club', DEMO_PASSWORD);
  const staffId = await userId('staff@demo.club');
  expect((await call(staffCookie, 'GET', '/club-console/membership-types')).status).toBe(403);
  expect((await call(as.admin, 'PUT', `/club-console/staff/${staffId}/role`, { role: 'ADMIN' })).body.payload.role).toBe('ADMIN');
  expect((await call(staffCookie, 'GET', '/club-console/membership-types')).status).toBe(200);
  expect((await call(as.admin, 'PUT', `/club-console/staff/${staffId}/role`, { role: 'STAFF' })).status).toBe(200);
  const removed = await call(as.admin, 'DELETE', `/club-console/staff/${staffId}`);
  expect(removed.status).toBe(200);
  expect((await call(staffCookie, 'GET', '/club-console/desk/today')).status).toBe(401);
  const list = await call(as.admin, 'GET', '/club-console/staff');
  expect(list.body.payload.map((s: { email: string }) => s.email)).not.toContain('staff@demo.club');
});

it('the last ADMIN can be neither demoted nor removed', async () => {
  const adminId = await userId('admin@demo.club');
  // Other ADMINs made by earlier tests go first.
  for (const s of (await call(as.admin, 'GET', '/club-console/staff')).body.payload as Array<{ id: number; role: string }>) {
    if (s.role === 'ADMIN' && s.id !== adminId) await call(as.admin, 'DELETE', `/club-console/staff/${s.id}`);
  }
  expectRefused(await call(as.admin, 'PUT', `/club-console/staff/${adminId}/role`, { role: 'STAFF' }), 409, LAST_ADMIN_MESSAGE);
  expectRefused(await call(as.admin, 'DELETE', `/club-console/staff/${adminId}`), 409, LAST_ADMIN_MESSAGE);
  expect((await call(as.admin, 'GET', '/club-console/staff')).status).toBe(200);
});
