// Notifications for a guardian, a user with no member record. The daily sweep (a job per
// club and club day, at 09:00 club time) tells the guardian about a make-up credit expiring within
// 7 days and an outstanding balance, and a member about theirs: each once however often it runs.
// The guardian's bell, unread count (also on /portal/home), mark-as-read, preferences and the
// unsubscribe link of the (non-transactional) e-mail all work for such a recipient.
import { and, eq, inArray, like } from 'drizzle-orm';
import { jobContext } from '../src/app';
import {
  clubs,
  makeupCredits,
  notificationJobs,
  notifications,
  outbox,
  posTransactions,
  students,
  studentSwimBookings,
  swimClassSchedules,
  users,
} from '../src/db/schema';
import { nowMs } from '../src/lib/clock';
import { clubInstant, localDate } from '../src/lib/club-calendar';
import { ensureDailySweeps, runSweep, SWEEP_LOCAL_TIME } from '../src/modules/notifications/daily-sweep';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { createTestApp, databaseUrlOf, describeOnPostgres, type TestApp } from './helpers/test-app';
import { createMembers, demoClubId, type TestMember } from './bookings-helpers/fixtures';
import { withClockAdvanced } from './notifications-helpers/clock';

const DAY = 24 * 3_600_000;

let t: TestApp;
let clubId: number;
let timeZone: string;
let guardian: string;
let guardianUserId: number;
let soon: number; // credit expiring in 3 days
let later: number; // credit expiring in 20 days
let used: number; // credit used, expiring in 2 days
let miaBalance: number;
let owingMember: TestMember;
let memberBalance: number;

/** A cancelled swim booking of the student and a credit for it, expiring in `days`. */
async function credit(studentId: number, scheduleId: number, days: number, usedAt: Date | null = null): Promise<number> {
  const [b] = await t.handle.db.insert(studentSwimBookings).values({ studentId, scheduleId, status: 'Cancelled', cancelledAt: new Date(nowMs()) }).returning();
  const [c] = await t.handle.db
    .insert(makeupCredits)
    .values({ studentId, cancelledBookingId: b!.id, expiresAt: new Date(nowMs() + days * DAY), usedAt })
    .returning();
  return c!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  clubId = await demoClubId(t.handle.db);
  timeZone = (await t.handle.db.select({ tz: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId)))[0]!.tz;
  guardian = await t.login('guardian@demo.club', 'demo1234');
  const [user] = await t.handle.db.select().from(users).where(eq(users.email, 'guardian@demo.club'));
  expect(user!.memberId).toBeNull();
  guardianUserId = user!.id;
  const [mia] = await t.handle.db.select().from(students).where(eq(students.name, 'Mia Waters'));
  // Schedules Mia holds no booking of (the booking's unique key is student and schedule).
  const taken = (await t.handle.db.select({ id: studentSwimBookings.scheduleId }).from(studentSwimBookings).where(eq(studentSwimBookings.studentId, mia!.id))).map((r) => r.id);
  const free = (await t.handle.db.select({ id: swimClassSchedules.id }).from(swimClassSchedules)).map((r) => r.id).filter((id) => !taken.includes(id));
  soon = await credit(mia!.id, free[0]!, 3);
  later = await credit(mia!.id, free[1]!, 20);
  used = await credit(mia!.id, free[2]!, 2, new Date(nowMs()));
  miaBalance = (await t.handle.db.select().from(posTransactions).where(and(eq(posTransactions.studentId, mia!.id), eq(posTransactions.outstandingCents, 8500))))[0]!.id;
  owingMember = (await createMembers(t, clubId, 1, 'OWE'))[0]!;
  memberBalance = (
    await t.handle.db
      .insert(posTransactions)
      .values({ clubId, memberId: owingMember.id, amountCents: 2500, outstandingCents: 2500, description: 'Locker hire' })
      .returning()
  )[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const keyed = (...keys: string[]) => t.handle.db.select().from(notifications).where(inArray(notifications.dedupeKey, keys));
const sweepJobs = () => t.handle.db.select().from(notificationJobs).where(and(eq(notificationJobs.kind, 'daily-sweep'), like(notificationJobs.dedupeKey, `daily-sweep:${clubId}:%`)));

describe('the daily sweep', () => {
  it('is one job per club day at 09:00 club time, however often it is scheduled', async () => {
    await ensureDailySweeps(t.handle.db);
    await ensureDailySweeps(t.handle.db);
    const today = localDate(new Date(nowMs()), timeZone);
    const jobs = await sweepJobs();
    expect(jobs.map((j) => j.dedupeKey)).toEqual([`daily-sweep:${clubId}:${today}`]);
    expect(jobs[0]!.runAt.getTime()).toBe(clubInstant(today, SWEEP_LOCAL_TIME, timeZone).getTime());
  });

  it('tells the guardian about a credit expiring within 7 days and the balance, and the member about theirs; once, then schedules tomorrow', async () => {
    const [job] = await sweepJobs();
    // Run when it falls due (09:00 club time), deliveries included.
    await withClockAdvanced(Math.max(0, job!.runAt.getTime() - nowMs()) + 60_000, async () => {
      await runDueJobs(t.handle.db, jobContext(t.config), { limit: 1000 });
    });
    const got = await keyed(`makeup-expiring:${soon}`, `makeup-expiring:${later}`, `makeup-expiring:${used}`, `balance-outstanding:${miaBalance}`, `balance-outstanding:${memberBalance}`);
    expect(got.map((n) => [n.dedupeKey, n.userId, n.memberId]).sort()).toEqual(
      [
        [`balance-outstanding:${memberBalance}`, null, owingMember.id],
        [`balance-outstanding:${miaBalance}`, guardianUserId, null],
        [`makeup-expiring:${soon}`, guardianUserId, null],
      ].sort(),
    );
    const makeup = got.find((n) => n.dedupeKey === `makeup-expiring:${soon}`)!;
    expect(makeup.body).toMatch(/^Mia Waters's make-up credit for .+ expires on \d\d\/\d\d\/\d{4}\. Book a make-up class before then\.$/);
    expect(got.find((n) => n.memberId === owingMember.id)!.title).toBe('Balance outstanding: $25.00');

    // The same day again, and the next: nothing new for the same credit or balance.
    await runSweep(t.handle.db, clubId, localDate(new Date(nowMs()), timeZone));
    await withClockAdvanced(DAY, () => runSweep(t.handle.db, clubId, localDate(new Date(nowMs()), timeZone)));
    expect(await keyed(`makeup-expiring:${soon}`, `balance-outstanding:${miaBalance}`, `balance-outstanding:${memberBalance}`)).toHaveLength(3);
    // Today's sweep is done and, before it committed, scheduled the next club day's.
    const today = localDate(new Date(nowMs()), timeZone);
    const tomorrow = localDate(new Date(clubInstant(today, '12:00', timeZone).getTime() + DAY), timeZone);
    const jobs = new Map((await sweepJobs()).map((j) => [j.dedupeKey, j]));
    expect(jobs.get(`daily-sweep:${clubId}:${today}`)?.status).toBe('done');
    expect(jobs.get(`daily-sweep:${clubId}:${tomorrow}`)).toMatchObject({ status: 'pending', runAt: clubInstant(tomorrow, SWEEP_LOCAL_TIME, timeZone) });
  });

  it('e-mails the guardian as the club with an unsubscribe link and header that work for a user recipient', async () => {
    const [mail] = await t.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'guardian@demo.club'), like(outbox.subject, '%Make-up credit expires%')));
    expect(mail).toBeDefined();
    expect(mail!.bodyText).toContain('Mia Waters');
    expect(mail!.bodyHtml).toContain('Book a make-up class');
    const header = mail!.headers!['List-Unsubscribe'];
    const link = new URL(header!.slice(1, -1));
    expect(link.searchParams.get('u')).toBe(String(guardianUserId));
    expect(link.searchParams.get('m')).toBeNull();
    // The signature names the kind of recipient: the same number as a member is refused.
    const asMember = await t.app.inject({ method: 'POST', url: `${link.pathname}?m=${guardianUserId}&e=makeup-expiring&t=${link.searchParams.get('t')}` });
    expect(asMember.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` })).json().payload).toBe('success');
    const prefs = (await get(guardian, '/notifications/preferences')).json().payload;
    expect(prefs.find((p: { eventType: string }) => p.eventType === 'makeup-expiring')).toMatchObject({ email: false, inapp: true });
  });
});

describe("a guardian's bell", () => {
  it('lists, counts (also on /portal/home), marks read; preferences are the guardian’s own', async () => {
    const list = (await get(guardian, '/notifications')).json().payload as { id: number; eventType: string; read: boolean; link: string }[];
    const mine = list.filter((n) => ['makeup-expiring', 'balance-outstanding'].includes(n.eventType));
    expect(mine.map((n) => n.eventType).sort()).toEqual(['balance-outstanding', 'makeup-expiring']);
    expect(mine.find((n) => n.eventType === 'makeup-expiring')!.link).toBe('/makeup-credits');
    const unread = (await get(guardian, '/notifications/unread-count')).json().payload.unread;
    expect(unread).toBeGreaterThanOrEqual(2);
    expect((await get(guardian, '/portal/home')).json().payload.unreadNotifications).toBe(unread);

    const read = await t.app.inject({ method: 'POST', url: `/api/v1/notifications/${mine[0]!.id}/read`, headers: { cookie: guardian } });
    expect(read.json().payload).toBe('success');
    expect((await get(guardian, '/notifications/unread-count')).json().payload.unread).toBe(unread - 1);
    // Nobody else reads or marks it.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/notifications/${mine[1]!.id}/read`, headers: { cookie: owingMember.cookie } })).statusCode).toBe(404);
    expect((await get(owingMember.cookie, '/notifications')).json().payload.map((n: { id: number }) => n.id)).not.toContain(mine[1]!.id);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: { cookie: guardian },
      payload: { eventType: 'balance-outstanding', channel: 'sms', enabled: true },
    });
    expect(put.json().payload.find((p: { eventType: string }) => p.eventType === 'balance-outstanding')).toMatchObject({ sms: true });
    // Again: an update of the same row, not a second one.
    await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: { cookie: guardian }, payload: { eventType: 'balance-outstanding', channel: 'sms', enabled: false } });
    const prefs = (await get(guardian, '/notifications/preferences')).json().payload;
    expect(prefs.find((p: { eventType: string }) => p.eventType === 'balance-outstanding')).toMatchObject({ sms: false });
    // The member's own preferences did not move.
    const theirs = (await get(owingMember.cookie, '/notifications/preferences')).json().payload;
    expect(theirs.find((p: { eventType: string }) => p.eventType === 'makeup-expiring')).toMatchObject({ email: true });

    await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: { cookie: guardian } });
    expect((await get(guardian, '/notifications/unread-count')).json().payload.unread).toBe(0);
  });
});

// Two API instances on one PostgreSQL database (PGlite has one connection): the next day's sweep
// falls due on both at once; the job is taken by one, and a new credit is notified and e-mailed once.
describeOnPostgres('two instances (PostgreSQL)', () => {
  it('sweep a club day once and tell the guardian once', async () => {
    const { openDatabase } = await import('../src/db/client');
    const second = await openDatabase({ databaseUrl: await databaseUrlOf(t), poolMax: 4 });
    try {
      const [mia] = await t.handle.db.select().from(students).where(eq(students.name, 'Mia Waters'));
      const taken = (await t.handle.db.select({ id: studentSwimBookings.scheduleId }).from(studentSwimBookings).where(eq(studentSwimBookings.studentId, mia!.id))).map((r) => r.id);
      const free = (await t.handle.db.select({ id: swimClassSchedules.id }).from(swimClassSchedules)).map((r) => r.id).filter((id) => !taken.includes(id));
      const fresh = await credit(mia!.id, free[0]!, 4);
      const [next] = (await sweepJobs()).filter((j) => j.status === 'pending');
      const ctx = jobContext(t.config);
      await withClockAdvanced(next!.runAt.getTime() - nowMs() + 60_000, () =>
        Promise.all([t.handle.db, second.db, t.handle.db, second.db].map((db) => runDueJobs(db, ctx, { limit: 1000 }))),
      );
      expect(await keyed(`makeup-expiring:${fresh}`)).toHaveLength(1);
      const [job] = await t.handle.db.select().from(notificationJobs).where(eq(notificationJobs.id, next!.id));
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
      const mails = await t.handle.db.select().from(outbox).where(and(eq(outbox.toAddress, 'guardian@demo.club'), like(outbox.bodyText, '%Mia Waters%expires%')));
      // The e-mail of this kind was unsubscribed above: the bell has it, the mailbox does not.
      expect(mails).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

