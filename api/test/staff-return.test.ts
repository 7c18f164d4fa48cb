// Staff who come back and invitations that lapse, without SQL: the ADMIN invites a removed STAFF
// again (the login gets its role back and a new link), makes a member's own login ADMIN (their
// password stays, their session gains the console at once), and sends a lapsed invitation again
// (the old link stops working). A member's login is never made STAFF, a login with console access
// is not invited twice, and a member, STAFF and another club's ADMIN cannot send a link.
import { and, desc, eq } from 'drizzle-orm';
import { INVITATION_USED_MESSAGE, LOGIN_EXISTS_MESSAGE, LOGIN_NOT_A_MEMBER_MESSAGE, MEMBER_LOGIN_NOT_STAFF_MESSAGE } from '@portal/shared/contracts';
import { outbox, users } from '../src/db/schema';
import { nowMs, pinClock, resetClock } from '../src/lib/clock';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { nextIp, PUBLIC_ORIGIN } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';
import { apiCalls, consoleLogins, type ConsoleLogins } from './helpers/console-api';

let t: TestApp, clubId: number, as: ConsoleLogins;
withSignedInDemoClub(consoleLogins, (demo) => ({ t, clubId, as } = demo));
afterEach(() => resetClock());

const call = apiCalls(() => t);

async function userOf(email: string) {
  const [row] = await t.handle.db.select().from(users).where(and(eq(users.clubId, clubId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** The last e-mail queued to `to`, and the token of its link when it has one. */
async function lastMailTo(to: string) {
  const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
  const match = /reset-password\?token=(\S+)/.exec(mail?.bodyText ?? '');
  return { id: mail?.id ?? 0, text: mail?.bodyText ?? '', token: match?.[1] ? decodeURIComponent(match[1]) : null };
}

function choosePassword(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password-with-token',
    headers: { origin: PUBLIC_ORIGIN },
    payload: { token, newPassword: password, confirmPassword: password },
    remoteAddress: nextIp(),
  });
}

it('a member, STAFF and another club’s ADMIN cannot send a link again; no e-mail goes', async () => {
  const invited = await call(as.admin, 'POST', '/club-console/staff', { email: 'lapsed1@demo.club', name: 'Lee Lapsed', role: 'STAFF' });
  const id = invited.body.payload.id as number;
  const mailed = await lastMailTo('lapsed1@demo.club');
  for (const who of ['member', 'staff'] as const) expect((await call(as[who], 'POST', `/club-console/staff/${id}/invitation`)).status).toBe(403);
  expect((await call(as.otherAdmin, 'POST', `/club-console/staff/${id}/invitation`)).status).toBe(404);
  expect((await lastMailTo('lapsed1@demo.club')).id).toBe(mailed.id);
});

it('a lapsed invitation is sent again: the old link is refused, the new one works, and then there is nothing to send', async () => {
  const invited = await call(as.admin, 'POST', '/club-console/staff', { email: 'lapsed2@demo.club', name: 'Sky Late', role: 'STAFF' });
  const id = invited.body.payload.id as number;
  const first = (await lastMailTo('lapsed2@demo.club')).token!;
  // A day later the link has lapsed (the ADMIN's own session would have too: the clock goes back).
  pinClock(new Date(nowMs() + 25 * 3_600_000));
  expect((await choosePassword(first, 'a-long-desk-passphrase')).statusCode).toBe(400);
  resetClock();
  const again = await call(as.admin, 'POST', `/club-console/staff/${id}/invitation`);
  expect(again.status).toBe(200);
  expect(again.body.payload).toMatchObject({ email: 'lapsed2@demo.club', invitationPending: true });
  const second = await lastMailTo('lapsed2@demo.club');
  expect(second.token).not.toBe(first);
  expect(second.text).toMatch(/^Hi,\n\nDemo .* has given you a STAFF login/);
  // Sending again ends the earlier link, lapsed or not.
  expect((await choosePassword(first, 'a-long-desk-passphrase')).statusCode).toBe(400);
  expect((await choosePassword(second.token!, 'a-long-desk-passphrase')).statusCode).toBe(200);
  const cookie = await t.login('lapsed2@demo.club', 'a-long-desk-passphrase');
  expect((await call(cookie, 'GET', '/club-console/desk/today')).status).toBe(200);
  expectRefused(await call(as.admin, 'POST', `/club-console/staff/${id}/invitation`), 409, INVITATION_USED_MESSAGE);
});

it('a removed STAFF is invited again: the same login gets the role back and a new link', async () => {
  const invited = await call(as.admin, 'POST', '/club-console/staff', { email: 'season@demo.club', name: 'Jo Season', role: 'STAFF' });
  const id = invited.body.payload.id as number;
  expect((await choosePassword((await lastMailTo('season@demo.club')).token!, 'summer-desk-passphrase')).statusCode).toBe(200);
  expect((await call(as.admin, 'DELETE', `/club-console/staff/${id}`)).status).toBe(200);
  expect((await userOf('season@demo.club')).role).toBe('GUEST');

  const back = await call(as.admin, 'POST', '/club-console/staff', { email: 'Season@demo.club', name: 'Jo Season', role: 'STAFF' });
  expect(back.status).toBe(200);
  expect(back.body.payload).toMatchObject({ id, email: 'season@demo.club', role: 'STAFF' });
  // Their old password works again, and so does the new link.
  expect((await call(await t.login('season@demo.club', 'summer-desk-passphrase'), 'GET', '/club-console/desk/today')).status).toBe(200);
  expect((await choosePassword((await lastMailTo('season@demo.club')).token!, 'winter-desk-passphrase')).statusCode).toBe(200);
  expect((await call(await t.login('season@demo.club', 'winter-desk-passphrase'), 'GET', '/club-console/desk/today')).status).toBe(200);
  // With access, a second invitation is refused on the address.
  const twice = await call(as.admin, 'POST', '/club-console/staff', { email: 'season@demo.club', name: 'Jo Season', role: 'ADMIN' });
  expectRefused(twice, 400, LOGIN_EXISTS_MESSAGE);
  expect(twice.body.errors.field).toBe('email');
});

it("a member's own login becomes ADMIN (never STAFF); their session has the console at once and their membership stays", async () => {
  const memberBefore = await userOf('renew@demo.club');
  const cookie = await t.login('renew@demo.club', DEMO_PASSWORD);
  expect((await call(cookie, 'GET', '/club-console/membership-types')).status).toBe(403);
  const asStaff = await call(as.admin, 'POST', '/club-console/staff', { email: 'renew@demo.club', name: 'Renew Member', role: 'STAFF' });
  expectRefused(asStaff, 400, MEMBER_LOGIN_NOT_STAFF_MESSAGE);
  expect((await userOf('renew@demo.club')).role).toBe('USER');

  const made = await call(as.admin, 'POST', '/club-console/staff', { email: 'renew@demo.club', name: 'Renew Member', role: 'ADMIN' });
  expect(made.status).toBe(200);
  expect(made.body.payload).toMatchObject({ role: 'ADMIN', invitationPending: false });
  expect((await call(cookie, 'GET', '/club-console/membership-types')).status).toBe(200);
  expect((await userOf('renew@demo.club')).memberId).toBe(memberBefore.memberId);
  const notice = await lastMailTo('renew@demo.club');
  expect(notice.token).toBeNull();
  expect(notice.text).toContain('has made your member login an ADMIN login');

  // A swim parent's login is no member's: it is never made ADMIN.
  const guardian = await userOf('guardian@demo.club');
  expectRefused(await call(as.admin, 'POST', '/club-console/staff', { email: 'guardian@demo.club', name: 'Pat Parent', role: 'ADMIN' }), 400, LOGIN_NOT_A_MEMBER_MESSAGE);
  expect(await userOf('guardian@demo.club')).toEqual(guardian);

  // Removing access makes them a member again.
  expect((await call(as.admin, 'DELETE', `/club-console/staff/${made.body.payload.id}`)).status).toBe(200);
  expect((await userOf('renew@demo.club')).role).toBe('USER');
});
