// The club console: an ADMIN switches features live (the API refuses a switched-off
// feature at once, the shell's remotes version changes, every change is audited), STAFF run the
// desk (today's rosters, attendance, cancelling a class, check-in) and pair kiosks, and each role
// is refused what it may not do, as an attacker calling the API directly would be.
import { and, eq } from 'drizzle-orm';
import { FEATURE_NOT_AVAILABLE } from '@portal/shared/messages';
import { jobContext } from '../src/app';
import { classBookings, classSchedules, clubs, members, notifications, outbox } from '../src/db/schema';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { nowMs } from '../src/lib/clock';
import { localDate } from '../src/lib/club-calendar';
import { createClass, createMembers } from './bookings-helpers/fixtures';
import { demoLogins, type TestApp } from './helpers/test-app';
import { apiCalls, type Method } from './helpers/console-api';
import { withSignedInDemoClub } from './helpers/shared-app';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp, clubId: number, as: Record<'admin' | 'staff' | 'member', string>;
withSignedInDemoClub((app) => demoLogins(app, 'admin', 'staff', 'member'), (demo) => ({ t, clubId, as } = demo));

const call = apiCalls(() => t);

const ADMIN_ROUTES: Array<[Method, string, unknown?]> = [
  ['GET', '/club-console/features'],
  ['PUT', '/club-console/features', { flags: { shop: false } }],
  ['GET', '/club-console/audit'],
  ['GET', '/club-console/branding'],
  ['GET', '/club-console/members?q=alex'],
  ['GET', '/club-console/members/100001'],
  ['POST', '/club-console/members/100001/reset-link'],
  ['POST', '/club-console/members/100001/invitation'],
];
const DESK_ROUTES: Array<[Method, string, unknown?]> = [
  ['GET', '/club-console/desk/today'],
  ['PUT', '/club-console/desk/bookings/1/attendance', { checkedIn: true }],
  ['POST', '/club-console/desk/classes/1/cancel'],
  ['POST', '/club-console/desk/check-in', { barcode: '9100001' }],
  ['GET', '/club-console/desk/members?name=alex'],
  ['GET', '/admin/kiosks'],
  ['POST', '/admin/kiosks/pairing-codes', { deviceName: 'Desk' }],
];

describe('roles: enforced by the API', () => {
  it('no session is 401 everywhere in the console', async () => {
    for (const [method, url, body] of [...ADMIN_ROUTES, ...DESK_ROUTES]) {
      expect({ url, status: (await call(undefined, method, url, body)).status }).toEqual({ url, status: 401 });
    }
  });

  it('a member is refused every console route, the desk and kiosks included', async () => {
    for (const [method, url, body] of [...ADMIN_ROUTES, ...DESK_ROUTES]) {
      expect({ url, status: (await call(as.member, method, url, body)).status }).toEqual({ url, status: 403 });
    }
  });

  it('STAFF is refused features, branding, the audit log and members', async () => {
    for (const [method, url, body] of ADMIN_ROUTES) {
      expect({ url, status: (await call(as.staff, method, url, body)).status }).toEqual({ url, status: 403 });
    }
    // Nothing changed behind the refusal.
    expect((await call(as.admin, 'GET', '/club-console/features')).body.payload.flags.shop).toBe(true);
  });

  it('STAFF is refused the member pages of the portal (no member record, not a member role)', async () => {
    expect((await call(as.staff, 'GET', '/shop/categories/DEMO01')).status).toBe(403);
    expect((await call(as.staff, 'GET', '/membership/100001')).status).toBe(403);
  });

  it('STAFF and ADMIN get the console remote; a member does not', async () => {
    const names = async (cookie: string) => (await call(cookie, 'GET', '/portal/remotes')).body.payload.map((r: { name: string }) => r.name);
    expect(await names(as.staff)).toContain('mf-club');
    expect(await names(as.admin)).toContain('mf-club');
    expect(await names(as.member)).not.toContain('mf-club');
  });
});

describe('features, live', () => {
  it('the shop switched off is refused to a member at once, shows in the remotes version, is audited, and comes back', async () => {
    expect((await call(as.member, 'GET', '/shop/categories/DEMO01')).status).toBe(200);
    const first = await call(as.member, 'GET', '/portal/remotes');
    const etag = first.raw.headers.etag as string;
    expect(etag).toBeTruthy();
    // Unchanged: the shell's navigation check is an empty 304.
    const same = await call(as.member, 'GET', '/portal/remotes', undefined, { 'if-none-match': etag });
    expect(same.status).toBe(304);

    const off = await call(as.admin, 'PUT', '/club-console/features', { flags: { shop: false } });
    expect(off.status).toBe(200);
    expect(off.body.payload.flags.shop).toBe(false);
    expect(off.body.payload.flags.bookClass).toBe(true);

    const refused = await call(as.member, 'GET', '/shop/categories/DEMO01');
    expectRefused(refused, 403, FEATURE_NOT_AVAILABLE);
    const changed = await call(as.member, 'GET', '/portal/remotes', undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.raw.headers.etag).not.toBe(etag);
    const theme = await call(as.member, 'GET', '/club/theme');
    expect(theme.body.payload.flags.shop).toBe(false);

    const log = (await call(as.admin, 'GET', '/club-console/audit')).body.payload;
    expect(log[0]).toMatchObject({ area: 'features', who: 'admin@demo.club', before: { shop: true }, after: { shop: false } });
    expect(Date.parse(log[0].at)).not.toBeNaN();

    expect((await call(as.admin, 'PUT', '/club-console/features', { flags: { shop: true } })).status).toBe(200);
    expect((await call(as.member, 'GET', '/shop/categories/DEMO01')).status).toBe(200);
    expect((await call(as.admin, 'GET', '/club-console/audit')).body.payload[0]).toMatchObject({ before: { shop: false }, after: { shop: true } });
  });

  it('a remote switched off leaves the member list of remotes and is refused; every spec flag can be switched', async () => {
    const all = (await call(as.admin, 'GET', '/club-console/features')).body.payload;
    const without = all.enabledRemotes.filter((r: string) => r !== 'mf-membership');
    expect((await call(as.admin, 'PUT', '/club-console/features', { enabledRemotes: without })).status).toBe(200);
    const names = (await call(as.member, 'GET', '/portal/remotes')).body.payload.map((r: { name: string }) => r.name);
    expect(names).not.toContain('mf-membership');
    expect((await call(as.member, 'GET', '/membership/100001')).status).toBe(403);
    expect((await call(as.admin, 'GET', '/club-console/audit')).body.payload[0]).toMatchObject({
      before: { 'remote:mf-membership': true },
      after: { 'remote:mf-membership': false },
    });
    expect((await call(as.admin, 'PUT', '/club-console/features', { enabledRemotes: all.enabledRemotes })).status).toBe(200);
    expect((await call(as.member, 'GET', '/membership/100001')).status).toBe(200);

    for (const flag of ['allowMemberPaymentChange', 'allowMemberSuspension', 'bookPT', 'creche']) {
      const res = await call(as.admin, 'PUT', '/club-console/features', { flags: { [flag]: false } });
      expect(res.body.payload.flags[flag]).toBe(false);
      await call(as.admin, 'PUT', '/club-console/features', { flags: { [flag]: true } });
    }
  });

  it('refuses an unknown remote or a non-boolean flag with 400', async () => {
    expect((await call(as.admin, 'PUT', '/club-console/features', { enabledRemotes: ['mf-evil'] })).status).toBe(400);
    expect((await call(as.admin, 'PUT', '/club-console/features', { flags: { shop: 'no' } })).status).toBe(400);
  });
});

describe('today at the desk', () => {
  it("STAFF sees today's classes with rosters and marks attendance", async () => {
    const today = (await call(as.staff, 'GET', '/club-console/desk/today')).body.payload;
    expect(today.timeZone).toBe('Australia/Sydney');
    const withRoster = today.classes.find((c: { roster: unknown[] }) => c.roster.length > 0);
    expect(withRoster).toBeDefined();
    const entry = withRoster.roster[0];
    expect(entry.checkedIn).toBe(false);
    const marked = await call(as.staff, 'PUT', `/club-console/desk/bookings/${entry.bookingId}/attendance`, { checkedIn: true });
    expect(marked.status).toBe(200);
    expect(marked.body.payload.roster.find((r: { bookingId: number }) => r.bookingId === entry.bookingId).checkedIn).toBe(true);
    expect(marked.body.payload.checkedIn).toBeGreaterThanOrEqual(1);
    const cleared = await call(as.staff, 'PUT', `/club-console/desk/bookings/${entry.bookingId}/attendance`, { checkedIn: false });
    expect(cleared.body.payload.roster.find((r: { bookingId: number }) => r.bookingId === entry.bookingId).checkedIn).toBe(false);
  });

  it("another club's booking is not on this club's roster (404)", async () => {
    const lite = await createTestAppOtherClubBooking();
    expect((await call(as.staff, 'PUT', `/club-console/desk/bookings/${lite}/attendance`, { checkedIn: true })).status).toBe(404);
  });

  it('cancelling a class cancels its bookings free of charge and e-mails each member', async () => {
    const m = firstRow(await t.handle.db
      .insert(members)
      .values({ clubId, memberNumber: 'CX-1', barcode: 'BCX-1', firstName: 'Casey', lastName: 'Cancelled', email: 'cx-1@console.test' })
      .returning(), 'm');
    // Later today in the club (the desk lists today's classes): a minute after the first of them.
    const firstToday = Date.parse((await call(as.staff, 'GET', '/club-console/desk/today')).body.payload.classes[0].startsAt);
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: new Date(firstToday + 60_000), capacity: 5, feeCents: 1500, name: 'Cancel Me' });
    const booking = firstRow(await t.handle.db
      .insert(classBookings)
      .values({ memberId: m.id, scheduleId: schedule.id, status: 'Booked', feeCents: 1500 })
      .returning(), 'booking');
    await t.handle.db.update(classSchedules).set({ totalBooked: 1 }).where(eq(classSchedules.id, schedule.id));

    const res = await call(as.staff, 'POST', `/club-console/desk/classes/${schedule.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ cancelledBookings: 1, notified: 1 });
    const [after] = await t.handle.db.select().from(classBookings).where(eq(classBookings.id, booking.id));
    expect(after).toMatchObject({ status: 'Cancelled', feeCents: 0 });
    // Told through the notification service: in-app at once, the e-mail by the job runner.
    const inApp = await t.handle.db.select().from(notifications).where(and(eq(notifications.memberId, m.id), eq(notifications.eventType, 'cancelled-by-club')));
    expect(inApp.map((n) => n.title)).toEqual(['Cancelled by the club: Cancel Me']);
    await runDueJobs(t.handle.db, jobContext(t.config));
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'cx-1@console.test'));
    expect(mails.filter((x) => x.subject?.includes('Cancelled by the club: Cancel Me'))).toHaveLength(1);
    const desk = (await call(as.staff, 'GET', '/club-console/desk/today')).body.payload;
    expect(desk.classes.find((c: { scheduleId: number }) => c.scheduleId === schedule.id).cancelled).toBe(true);
    // Twice is a conflict, not a second round of e-mails.
    expect((await call(as.staff, 'POST', `/club-console/desk/classes/${schedule.id}/cancel`)).status).toBe(409);
  });

  it('a class the club cancelled is off the public timetable, even one the timetable had cached', async () => {
    // Not started yet (the timetable hides started classes), on whichever club day that falls.
    const startsAt = new Date(nowMs() + 30 * 60_000);
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt, capacity: 5, name: 'Gone Today' });
    const [club] = await t.handle.db.select().from(clubs).where(eq(clubs.id, clubId));
    const url = `/public/timetable?accountId=${club!.accountId}&date=${localDate(startsAt, club!.timeZone)}`;
    const listed = async () => ((await call(undefined, 'GET', url)).body.payload as Array<{ classScheduleId: number }>).some((c) => c.classScheduleId === schedule.id);
    expect(await listed()).toBe(true);
    expect((await call(as.staff, 'POST', `/club-console/desk/classes/${schedule.id}/cancel`)).status).toBe(200);
    expect(await listed()).toBe(false);
  });

  it('STAFF checks a member in by barcode and finds one by name', async () => {
    const res = await call(as.staff, 'POST', '/club-console/desk/check-in', { barcode: '9100001' });
    expect(res.status).toBe(200);
    expect(res.body.payload.message).toContain('You are checked in');
    const found = await call(as.staff, 'GET', '/club-console/desk/members?name=alex');
    expect(found.body.payload.map((m: { memberNumber: string }) => m.memberNumber)).toContain('100001');
    expect((await call(as.staff, 'POST', '/club-console/desk/check-in', {})).status).toBe(400);
  });
});

describe('kiosks from the console', () => {
  it('STAFF issues a one-time code, the kiosk pairs with it and checks a member in; STAFF lists and revokes it', async () => {
    const issued = await call(as.staff, 'POST', '/admin/kiosks/pairing-codes', { deviceName: 'Front door' });
    expect(issued.status).toBe(200);
    const paired = await call(undefined, 'POST', '/public/check-in/pair', { code: issued.body.payload.code });
    expect(paired.status).toBe(200);
    const cookie = paired.raw.cookies.find((c) => c.name === 'portal_kiosk')!;
    const device = `portal_kiosk=${cookie.value}`;
    const checkIn = await call(device, 'POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.payload.message).toContain('You are checked in');
    // The code works once.
    expect((await call(undefined, 'POST', '/public/check-in/pair', { code: issued.body.payload.code })).status).toBe(400);

    const list = (await call(as.staff, 'GET', '/admin/kiosks')).body.payload;
    const mine = list.find((d: { deviceName: string }) => d.deviceName === 'Front door');
    expect((await call(as.staff, 'DELETE', `/admin/kiosks/${mine.id}`)).status).toBe(200);
    expect((await call(device, 'POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' })).status).toBe(401);
  });
});

describe('members (ADMIN)', () => {
  it("searches, shows a member's memberships and bookings, and sends a reset link", async () => {
    const found = (await call(as.admin, 'GET', '/club-console/members?q=alex')).body.payload;
    expect(found[0]).toMatchObject({ memberNumber: '100001', email: 'member@demo.club', hasLogin: true });
    const detail = (await call(as.admin, 'GET', '/club-console/members/100001')).body.payload;
    expect(detail.memberships.length).toBeGreaterThan(0);
    expect(detail.bookings.length).toBeGreaterThan(0);
    const sent = await call(as.admin, 'POST', '/club-console/members/100001/reset-link');
    expect(sent.body.payload.message).toBe('Reset link sent to member@demo.club.');
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'member@demo.club'));
    expect(mails.some((m) => m.bodyText.includes('/reset-password?token='))).toBe(true);
    // A member with a login gets no invitation; an unknown member is 404.
    expect((await call(as.admin, 'POST', '/club-console/members/100001/invitation')).status).toBe(409);
    expect((await call(as.admin, 'GET', '/club-console/members/999999')).status).toBe(404);
  });

  it('sends a registration invitation to a member without a login', async () => {
    const found = (await call(as.admin, 'GET', '/club-console/members?q=newcomer')).body.payload;
    expect(found[0]?.hasLogin).toBe(false);
    const res = await call(as.admin, 'POST', `/club-console/members/${found[0].memberNumber}/invitation`);
    expect(res.status).toBe(200);
    expect((await call(as.admin, 'POST', `/club-console/members/${found[0].memberNumber}/reset-link`)).status).toBe(409);
  });
});

describe('branding (ADMIN)', () => {
  it('changes colours and details, shows them in the theme, audits them, and refuses a bad colour', async () => {
    const current = (await call(as.admin, 'GET', '/club-console/branding')).body.payload;
    const next = { ...current, primaryBackgroundColor: '#123456', phone: '02 9555 0101' };
    expect((await call(as.admin, 'PUT', '/club-console/branding', next)).status).toBe(200);
    const theme = (await call(as.member, 'GET', '/club/theme')).body.payload;
    expect(theme.primaryBackgroundColor).toBe('#123456');
    expect(theme.phone).toBe('02 9555 0101');
    expect((await call(as.admin, 'GET', '/club-console/audit')).body.payload[0]).toMatchObject({
      area: 'branding',
      after: { primaryBackgroundColor: '#123456', phone: '02 9555 0101' },
    });
    expect((await call(as.admin, 'PUT', '/club-console/branding', { ...current, primaryTextColor: 'red' })).status).toBe(400);
    expect((await call(as.admin, 'PUT', '/club-console/branding', { ...current, logoPng: 'PHN2Zz4=' })).status).toBe(400);
    await call(as.admin, 'PUT', '/club-console/branding', current);
  });
});

/** A booking in the second club (DEMO02), which the demo club's desk must not touch. */
async function createTestAppOtherClubBooking(): Promise<number> {
  const lite = firstRow(await t.handle.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.accountId, 'DEMO02')), 'lite');
  const m = firstRow(await createMembers(t, lite.id, 1, 'LX'), 'm');
  const { schedule } = await createClass(t.handle.db, lite.id, { startsAt: new Date(nowMs()), capacity: 5 });
  const b = firstRow(await t.handle.db.insert(classBookings).values({ memberId: m.id, scheduleId: schedule.id, status: 'Booked' }).returning(), 'b');
  return b.id;
}
