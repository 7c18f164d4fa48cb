// Proof that a run of the date matrix really ran at its instant: the server's "today" (from the
// API, not from the test's own arithmetic) is the club date written by hand in
// scripts/pinned-instants.json, and the seed's relative dates hang off the same clock. Without a
// pinned instant the same assertions hold for the real time.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { eq } from 'drizzle-orm';
import { clubs, swimHolidays } from '../src/db/schema';
import { isClockPinned, now, pinClock } from '../src/lib/clock';
import { pinnedAt, pinnedInstants } from './helpers/pinned-instant';
import type { TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { firstRow } from '../src/lib/first-row';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Australia/Sydney';
const at = pinnedAt();
const entry = at ? pinnedInstants().find((i) => i.at === at) : undefined;
const runName = entry ? `pinned at ${entry.name} (${entry.at}, ${entry.clubDate} ${entry.clubTime} in Sydney)` : at ? `pinned at ${at}` : 'at the real time';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

describe(`the server's clock, ${runName}`, () => {
  it("serves the club's today for that instant", async () => {
    const cookie = await t.login('member@demo.club', 'demo1234');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/book-gym-session/settings', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const expected = entry?.clubDate ?? dayjs(at ?? Date.now()).tz(TZ).format('YYYY-MM-DD');
    expect(res.json().payload).toMatchObject({ timeZone: TZ, today: expected });
    expect(isClockPinned()).toBe(Boolean(at));
    if (at) {
      // Time runs on from the pinned instant: a test file is minutes long at most.
      const drift = now().getTime() - new Date(at).getTime();
      expect(drift).toBeGreaterThanOrEqual(0);
      expect(drift).toBeLessThan(10 * 60_000);
    }
  });

  it('seeded its relative dates from the same clock', async () => {
    const club = firstRow(await t.handle.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO01')), 'club');
    const holiday = firstRow(await t.handle.db.select().from(swimHolidays).where(eq(swimHolidays.clubId, club.id)), 'holiday');
    const clubToday = dayjs(now()).tz(TZ).format('YYYY-MM-DD');
    // The seed puts its public holiday ("Show Day") 5 to 13 days after the club's today.
    const daysAhead = dayjs.utc(holiday.date).diff(dayjs.utc(clubToday), 'day');
    expect(daysAhead).toBeGreaterThanOrEqual(5);
    expect(daysAhead).toBeLessThanOrEqual(13);
    // Rows inserted without an explicit time take the clock's, not the database's.
    expect(Math.abs(club.createdAt.getTime() - now().getTime())).toBeLessThan(10 * 60_000);
  });
});

describe('the pinned instants table', () => {
  it.each(pinnedInstants().map((i) => [i.name, i] as const))('%s is the Sydney wall clock the table says', (_name, i) => {
    const sydney = dayjs(i.at).tz(TZ);
    expect(`${sydney.format('YYYY-MM-DD HH:mm Z')}`).toBe(`${i.clubDate} ${i.clubTime} ${i.clubOffset}`);
  });

  it('covers the hard cases: both sides of midnight, Sunday night and Monday morning, a UTC date unlike the club date, both daylight-saving changes', () => {
    const list = pinnedInstants();
    const sydney = list.map((i) => dayjs(i.at).tz(TZ));
    expect(sydney.some((d) => d.day() === 0 && d.hour() === 23)).toBe(true);
    expect(sydney.some((d) => d.day() === 1 && d.hour() === 0)).toBe(true);
    expect(list.some((i) => i.at.slice(0, 10) !== i.clubDate)).toBe(true);
    expect(list.some((i) => i.clubOffset === '+10:00' && i.clubDate.slice(5, 7) === '04')).toBe(true);
    expect(list.some((i) => i.clubOffset === '+11:00' && i.clubDate.slice(5, 7) === '10')).toBe(true);
  });
});

describe('pinning', () => {
  it('is refused outside tests and demo mode', () => {
    expect(() => pinClock('2027-01-01T00:00:00Z', { NODE_ENV: 'production' })).toThrow('The clock can be pinned only in tests or with DEMO_MODE=1');
    expect(() => pinClock('not a date', { NODE_ENV: 'test' })).toThrow('Not an instant');
  });
});
