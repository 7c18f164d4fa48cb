// The club's time zone on the console's Club Details: the ADMIN of a new club corrects the zone
// create-club set, and its sessions, theme and public pages follow at once; a member, STAFF and
// another club's ADMIN (even naming the club in a forged body field) change nothing; a name that
// is not an IANA zone is refused on its field; once a session is dated in the zone the zone is
// fixed, and the rest of the details still save.
import { eq } from 'drizzle-orm';
import { WEEKDAYS } from '@portal/shared/contracts';
import { TIME_ZONE_LOCKED_MESSAGE, TIME_ZONE_MESSAGE } from '@portal/shared/validators';
import { clubs, users } from '../src/db/schema';
import { createClub } from '../src/modules/club';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { nowMs } from '../src/lib/clock';
import { clubToday } from '../src/lib/club-calendar';
import { apiCalls, EVERY_DAY } from './helpers/console-api';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import { demoLogins, type TestApp } from './helpers/test-app';

let t: TestApp;
let as: Record<'admin' | 'staff' | 'member' | 'perth', string>;
let perthId: number;
const call = apiCalls(() => t);

withTestApp(async (app) => {
  t = app;
  const created = await createClub(t.handle.db, { name: 'Perth Swim & Gym', adminEmail: 'admin@perth.example', accountId: 'PERTHTZ' });
  perthId = created.clubId;
  // The ADMIN's own password, as the one-time link would set it.
  const [demoAdmin] = await t.handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@demo.club'));
  await t.handle.db.update(users).set({ passwordHash: demoAdmin!.hash }).where(eq(users.id, created.adminUserId));
  as = { ...(await demoLogins(t, 'admin', 'staff', 'member')), perth: await t.login('admin@perth.example', DEMO_PASSWORD) };
});

const week = WEEKDAYS.map((day) => ({ day, opens: '06:00', closes: '21:00' }));
const details = (over: Record<string, unknown> = {}) => ({ openingHours: week, facebookUrl: '', socialLink: '', timeZone: 'Australia/Sydney', ...over });
const zoneOf = async (clubId: number) => (await t.handle.db.select({ zone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId)))[0]!.zone;

it('a member, STAFF and another club are refused; the zone is untouched', async () => {
  for (const who of ['member', 'staff'] as const)
    expect((await call(as[who], 'PUT', '/club-console/details', details({ timeZone: 'Australia/Perth' }))).status).toBe(403);
  // The demo club's ADMIN names the new club in the body: the route only ever reads the ADMIN's own club.
  const forged = await call(as.admin, 'PUT', '/club-console/details', details({ timeZone: 'Asia/Tokyo', clubId: perthId }));
  expect(forged.status).toBeGreaterThanOrEqual(400);
  expect(await zoneOf(perthId)).toBe('Australia/Sydney');
});

it('a name that is not an IANA zone is refused on its field and nothing is saved', async () => {
  for (const zone of ['Mars/Olympus', '+08:00', '', 'Australia/Perth; drop table clubs']) {
    const res = await call(as.perth, 'PUT', '/club-console/details', details({ timeZone: zone, facebookUrl: 'https://www.facebook.com/perth' }));
    expectRefused(res, 400, TIME_ZONE_MESSAGE);
    expect(res.body.errors.field).toBe('timeZone');
  }
  const saved = (await call(as.perth, 'GET', '/club-console/details')).body.payload;
  expect(saved).toEqual(expect.objectContaining({ timeZone: 'Australia/Sydney', timeZoneLocked: false, facebookUrl: '' }));
});

it('the new club corrects its zone; its session, theme and public page follow at once; a first session fixes it', async () => {
  const remotes = await call(as.perth, 'GET', '/portal/remotes');
  const version = remotes.raw.headers.etag as string;
  expect((await call(as.perth, 'GET', '/portal/remotes', undefined, { 'if-none-match': version })).status).toBe(304);
  const res = await call(as.perth, 'PUT', '/club-console/details', details({ timeZone: 'Australia/Perth' }));
  expect(res.status).toBe(200);
  expect(res.body.payload).toEqual(expect.objectContaining({ timeZone: 'Australia/Perth', timeZoneLocked: false }));
  expect((await call(as.perth, 'GET', '/club/theme')).body.payload.timeZone).toBe('Australia/Perth');
  // The web re-checks this version on every navigation: a changed zone is a new version, so the next click re-reads the theme.
  expect((await call(as.perth, 'GET', '/portal/remotes', undefined, { 'if-none-match': version })).status).toBe(200);
  expect((await call(null, 'GET', '/public/club/PERTHTZ')).body.payload.timeZone).toBe('Australia/Perth');
  // The demo club is another club: its zone did not move.
  expect((await call(as.member, 'GET', '/club/theme')).body.payload.timeZone).toBe('Australia/Sydney');

  // The first class: its sessions are dated in Perth time, so the zone is fixed from here on.
  const type = await call(as.perth, 'POST', '/timetable/class-types', { description: 'Swim Fit' });
  expect(type.status).toBe(200);
  const series = await call(as.perth, 'POST', '/timetable/series', {
    name: 'Early Laps', classTypeId: type.body.payload.id, weekdays: EVERY_DAY, startTime: '06:00', durationMin: 45,
    instructor: 'Coach', location: 'Pool', capacity: 10, startsOn: clubToday(new Date(nowMs()), 'Australia/Perth'), endsOn: null,
    bookingWindowDays: 14, cancelCutoffHours: 6, lateCancelFeeCents: 0, specialInstructions: '',
  });
  expect(series.body.errors.message).toBe('');
  expect((await call(as.perth, 'GET', '/club-console/details')).body.payload.timeZoneLocked).toBe(true);

  const refused = await call(as.perth, 'PUT', '/club-console/details', details({ timeZone: 'Australia/Sydney' }));
  expectRefused(refused, 409, TIME_ZONE_LOCKED_MESSAGE);
  expect(refused.body.errors.field).toBe('timeZone');
  expect(await zoneOf(perthId)).toBe('Australia/Perth');
  // Hours and links still save with the zone as it is.
  const hours = await call(as.perth, 'PUT', '/club-console/details', details({ timeZone: 'Australia/Perth', socialLink: 'https://www.instagram.com/perth' }));
  expect(hours.status).toBe(200);
  expect(hours.body.payload.socialLink).toBe('https://www.instagram.com/perth');
});
