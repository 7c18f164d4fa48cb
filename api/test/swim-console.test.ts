// The swim school in the club console (modules/swim-console): levels, terms with their make-up
// rules, weekly classes per term whose lessons the timetable's daily job generates (never on a
// holiday, never outside the term), and holidays. Every write is refused to a member, a guardian,
// STAFF and another club's ADMIN; bad input gets its message on its field; something in use is
// refused with the reason or retired; guardians see the lessons in their existing pages.
import { and, eq, sql } from 'drizzle-orm';
import { SCHOOL_MESSAGES } from '@portal/shared/validators';
import { jobContext } from '../src/app';
import { clubAuditLog, guardians, makeupCredits, notifications, studentSwimBookings, students, swimClassSchedules, swimClasses, swimLevels, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { nowMs, pinClock, resetClock } from '../src/lib/clock';
import { addDays } from '../src/lib/recurrence';
import { termCreditsUsedMessage } from '../src/modules/swim/classes';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { ensureTimetableGeneration } from '../src/modules/timetable';
import { demoClubToday } from './bookings-helpers/fixtures';
import { expectRefused } from './helpers/expect-refused';
import { withSignedInDemoClub } from './helpers/shared-app';
import { demoLogins, type TestApp } from './helpers/test-app';
import { apiCalls, consoleLogins, type Method } from './helpers/console-api';

const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
let t: TestApp;
let clubId: number;
let as: Record<'admin' | 'staff' | 'member' | 'guardian' | 'otherAdmin', string>;
let starfishId: number;
let familyId: string;
let miaId: number;

withSignedInDemoClub(
  async (app) => ({ ...(await consoleLogins(app)), ...(await demoLogins(app, 'guardian')) }),
  (demo) => ({ t, clubId, as } = demo),
);
beforeAll(async () => {
  starfishId = (await t.handle.db.select().from(swimLevels).where(and(eq(swimLevels.clubId, clubId), eq(swimLevels.name, 'Starfish'))))[0]!.id;
  familyId = (await t.handle.db.select().from(guardians).where(eq(guardians.email, 'guardian@demo.club')))[0]!.memberNumber;
  miaId = (await t.handle.db.select().from(students).where(eq(students.studentNumber, 'S1001')))[0]!.id;
});

const call = apiCalls(() => t);

const codeOf = (date: string) => CODES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const slash = (date: string) => date.replaceAll('-', '/');
const term = (over: Record<string, unknown> = {}) => ({ name: 'Term 1', startsOn: demoClubToday(), endsOn: addDays(demoClubToday(), 120), makeupCreditsPerTerm: 1, makeupExpiryDays: 30, ...over });
let seq = 0;
function swimClass(termId: number, over: Record<string, unknown> = {}) {
  seq += 1;
  return { name: `Starfish ${seq}`, termId, levelId: starfishId, weekday: codeOf(addDays(demoClubToday(), 3)), startTime: `${14 + Math.floor((seq * 5) / 60)}:${String((seq * 5) % 60).padStart(2, '0')}`, durationMin: 30, instructor: `Coach ${seq}`, capacity: 4, ...over };
}
const lessonsOf = (classId: number) => t.handle.db.select().from(swimClassSchedules).where(eq(swimClassSchedules.classId, classId)).orderBy(swimClassSchedules.startsAt);

it('a member, a guardian, STAFF and another club’s ADMIN are refused every write', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/swim/terms', term())).body.payload;
  const cls = (await call(as.admin, 'POST', '/club-console/swim/classes', swimClass(made.id))).body.payload;
  const writes: Array<[Method, string, unknown?]> = [
    ['GET', '/club-console/swim'],
    ['POST', '/club-console/swim/levels', { name: 'Turtle', description: '', sortOrder: 9 }],
    ['PUT', `/club-console/swim/levels/${starfishId}`, { name: 'Renamed', description: '', sortOrder: 0 }],
    ['DELETE', `/club-console/swim/levels/${starfishId}`],
    ['POST', '/club-console/swim/terms', term()],
    ['PUT', `/club-console/swim/terms/${made.id}`, term({ name: 'Renamed' })],
    ['DELETE', `/club-console/swim/terms/${made.id}`],
    ['POST', '/club-console/swim/classes', swimClass(made.id)],
    ['PUT', `/club-console/swim/classes/${cls.id}`, swimClass(made.id, { capacity: 9 })],
    ['DELETE', `/club-console/swim/classes/${cls.id}`],
    ['POST', '/club-console/swim/holidays', { date: addDays(demoClubToday(), 3), name: 'Show Day' }],
  ];
  for (const who of ['member', 'guardian', 'staff'] as const) {
    for (const [method, url, body] of writes) expect({ who, url, status: (await call(as[who], method, url, body)).status }).toEqual({ who, url, status: 403 });
  }
  for (const [method, url, body] of writes.filter(([m]) => m === 'PUT' || m === 'DELETE')) {
    expect({ url, status: (await call(as.otherAdmin, method, url, body)).status }).toEqual({ url, status: 404 });
  }
  // Another club's ADMIN cannot put a class in this club's term or level.
  const forged = await call(as.otherAdmin, 'POST', '/club-console/swim/classes', swimClass(made.id));
  expect({ status: forged.status, field: forged.body.errors.field }).toEqual({ status: 400, field: 'termId' });
  const [kept] = await t.handle.db.select().from(swimClasses).where(eq(swimClasses.id, cls.id));
  expect(kept).toMatchObject({ capacity: 4, active: true });
});

it('a class’s lessons are generated within its term, weekly, never on a holiday, and guardians can pick them', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/swim/terms', term({ endsOn: addDays(demoClubToday(), 20) }))).body.payload;
  const holiday = addDays(demoClubToday(), 10);
  const cls = (await call(as.admin, 'POST', '/club-console/swim/classes', swimClass(made.id, { weekday: codeOf(holiday) }))).body.payload;
  expect(cls.rrule).toContain('RRULE:FREQ=WEEKLY');
  const lessons = await lessonsOf(cls.id);
  expect(lessons.map((l) => l.date)).toEqual([addDays(demoClubToday(), 3), holiday, addDays(demoClubToday(), 17)].filter((d) => codeOf(d) === cls.weekday));
  const added = await call(as.admin, 'POST', '/club-console/swim/holidays', { date: holiday, name: 'Show Day 2' });
  expect(added.status).toBe(200);
  expect((await lessonsOf(cls.id)).map((l) => l.date)).not.toContain(holiday);
  expect((await call(as.admin, 'POST', '/club-console/swim/holidays', { date: holiday, name: 'Again' })).body.errors.field).toBe('date');
  // The guardian's make-up page offers the new class to Mia's credit (same level).
  const credits = (await call(as.guardian, 'GET', `/swim/cancelled-classes/${familyId}`)).body.payload as Array<{ swimClassScheduleId: number; classLevelId: number; studentNumber: string; isUseMakeUp: boolean; isExpired: boolean; id: number }>;
  const mias = credits.find((c) => c.studentNumber === 'S1001' && !c.isUseMakeUp && !c.isExpired)!;
  const [y, m, d] = addDays(demoClubToday(), 3).split('-');
  const options = await call(as.guardian, 'POST', '/swim/makeup-classes', {
    selectedDate: `${d}/${m}/${y}`, cancelledSwimClassScheduleId: mias.swimClassScheduleId, classLevelId: mias.classLevelId, accountId: '', studentCancelledIdClass: mias.id,
  });
  expect(options.body.payload.map((o: { className: string }) => o.className)).toContain(cls.name);
  const audit = await t.handle.db.select().from(clubAuditLog).where(and(eq(clubAuditLog.clubId, clubId), eq(clubAuditLog.area, 'swim-school')));
  expect(audit.length).toBeGreaterThanOrEqual(3);
});

it("a holiday added over booked lessons tells each booked student's guardian, once", async () => {
  const made = (await call(as.admin, 'POST', '/club-console/swim/terms', term({ endsOn: addDays(demoClubToday(), 30) }))).body.payload;
  const holiday = addDays(demoClubToday(), 12);
  const cls = (await call(as.admin, 'POST', '/club-console/swim/classes', swimClass(made.id, { weekday: codeOf(holiday) }))).body.payload;
  const lesson = (await lessonsOf(cls.id)).find((l) => l.date === holiday)!;
  const [booking] = await t.handle.db.insert(studentSwimBookings).values({ studentId: miaId, scheduleId: lesson.id, status: 'Booked' }).returning();
  const guardianUser = (await t.handle.db.select().from(users).where(eq(users.email, 'guardian@demo.club')))[0]!;
  const told = () =>
    t.handle.db.select().from(notifications).where(and(eq(notifications.userId, guardianUser.id), eq(notifications.dedupeKey, `swim-lesson-cancelled:${booking!.id}`)));
  expect(await told()).toEqual([]);
  const added = await call(as.admin, 'POST', '/club-console/swim/holidays', { date: holiday, name: 'Pool Maintenance Day' });
  expect(added.status).toBe(200);
  const [notice] = await told();
  expect(notice).toMatchObject({ eventType: 'cancelled-by-club', link: '/student-class-booking' });
  expect(notice!.body).toBe(`Mia Waters's ${cls.name} lesson on ${holiday.split('-').reverse().join('/')} is cancelled: Pool Maintenance Day.`);
  // The booked lesson stays, marked cancelled; removing and adding the holiday again tells nobody twice.
  expect((await lessonsOf(cls.id)).find((l) => l.id === lesson.id)).toMatchObject({ isCancelled: true });
  await call(as.admin, 'DELETE', `/club-console/swim/holidays/${added.body.payload.id}`);
  expect((await call(as.admin, 'POST', '/club-console/swim/holidays', { date: holiday, name: 'Pool Maintenance Day' })).status).toBe(200);
  expect(await told()).toHaveLength(1);
});

it('the term’s make-up rules: one credit per term, lasting its days; the next cancel earns none', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/swim/terms', term({ makeupCreditsPerTerm: 1, makeupExpiryDays: 14 }))).body.payload;
  const cls = (await call(as.admin, 'POST', '/club-console/swim/classes', swimClass(made.id))).body.payload;
  const [first, second] = await lessonsOf(cls.id);
  const bookings = await t.handle.db
    .insert(studentSwimBookings)
    .values([first!, second!].map((l) => ({ studentId: miaId, scheduleId: l.id, status: 'Booked' as const })))
    .returning();
  const reasonId = ((await call(as.guardian, 'GET', '/swim/reasons')).body.payload as Array<{ id: number; earnsMakeup: boolean }>).find((r) => r.earnsMakeup)!.id;
  const cancel = (id: number) => call(as.guardian, 'POST', '/swim/cancel-class', { className: cls.name, cancelledDate: '', studentSwimClassBookingDetailId: id, reasonId });
  expect((await cancel(bookings[0]!.id)).body.payload).toBe('Booking has been cancelled.');
  const [credit] = await t.handle.db.select().from(makeupCredits).where(eq(makeupCredits.cancelledBookingId, bookings[0]!.id));
  expect(credit!.expiresAt.getTime()).toBe(first!.startsAt.getTime() + 14 * 86_400_000);
  expect((await cancel(bookings[1]!.id)).body.payload).toBe(termCreditsUsedMessage(1));
  expect(await t.handle.db.select().from(makeupCredits).where(eq(makeupCredits.cancelledBookingId, bookings[1]!.id))).toEqual([]);
  // In use: the term has classes, the class has bookings (retired, booked lessons stay), the level has students.
  expectRefused(await call(as.admin, 'DELETE', `/club-console/swim/terms/${made.id}`), 409, SCHOOL_MESSAGES.termInUse);
  expectRefused(await call(as.admin, 'DELETE', `/club-console/swim/levels/${starfishId}`), 409, SCHOOL_MESSAGES.levelInUse);
  const removed = await call(as.admin, 'DELETE', `/club-console/swim/classes/${cls.id}`);
  expect(removed.body.payload.outcome).toBe('retired');
  expect((await lessonsOf(cls.id)).map((l) => l.id)).toEqual([first!.id, second!.id]);
});

it('bad input gets its message on its field and saves nothing', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/swim/terms', term())).body.payload;
  const before = (await t.handle.db.select().from(swimClasses)).length;
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['/club-console/swim/terms', term({ endsOn: addDays(demoClubToday(), -1) }), 'endsOn', SCHOOL_MESSAGES.endsBeforeStart],
    ['/club-console/swim/terms', term({ makeupCreditsPerTerm: -1 }), 'makeupCreditsPerTerm', SCHOOL_MESSAGES.makeupCredits],
    ['/club-console/swim/terms', term({ makeupExpiryDays: 0 }), 'makeupExpiryDays', SCHOOL_MESSAGES.makeupExpiry],
    ['/club-console/swim/classes', swimClass(made.id, { capacity: 0 }), 'capacity', SCHOOL_MESSAGES.capacity],
    ['/club-console/swim/classes', swimClass(made.id, { weekday: 'XX' }), 'weekday', SCHOOL_MESSAGES.weekday],
    ['/club-console/swim/classes', swimClass(made.id, { levelId: 999999 }), 'levelId', SCHOOL_MESSAGES.level],
    ['/club-console/swim/classes', swimClass(0), 'termId', SCHOOL_MESSAGES.term],
    ['/club-console/swim/levels', { name: '', description: '', sortOrder: 0 }, 'name', SCHOOL_MESSAGES.required],
    ['/club-console/swim/holidays', { date: addDays(demoClubToday(), -3), name: 'Past' }, 'date', SCHOOL_MESSAGES.holidayPast],
  ];
  for (const [url, body, field, message] of cases) {
    const res = await call(as.admin, 'POST', url, body);
    expect({ url, field: res.body.errors.field, message: res.body.errors.message, status: res.status }).toEqual({ url, field, message, status: 400 });
  }
  expect((await t.handle.db.select().from(swimClasses)).length).toBe(before);
});

// Last: moving the clock 60 days on.
describe('the daily generation job after downtime', () => {
  afterAll(() => resetClock());

  it('60 days on, the class has its lessons a week ahead, one per occurrence, and its students are still in it', async () => {
    const made = (await call(as.admin, 'POST', '/club-console/swim/terms', term({ endsOn: addDays(demoClubToday(), 100) }))).body.payload;
    const cls = (await call(as.admin, 'POST', '/club-console/swim/classes', swimClass(made.id, { weekday: codeOf(addDays(demoClubToday(), 67)) }))).body.payload;
    // Mia is enrolled: booked in every lesson written so far, as the desk enrols a student for the term.
    const written = await lessonsOf(cls.id);
    await t.handle.db.insert(studentSwimBookings).values(written.map((l) => ({ studentId: miaId, scheduleId: l.id, status: 'Booked' as const })));
    pinClock(new Date(nowMs() + 60 * 86_400_000));
    await ensureTimetableGeneration(t.handle.db);
    await runDueJobs(t.handle.db, jobContext(t.config));
    as.guardian = await t.login('guardian@demo.club', DEMO_PASSWORD);
    const date = addDays(demoClubToday(), 7);
    const cards = (await call(as.guardian, 'POST', '/swim/search-class', { studentFamilyId: familyId, selectedDate: slash(date) })).body.payload as Array<{ className: string; studentNumber: string }>;
    expect(cards.filter((c) => c.className === cls.name).map((c) => c.studentNumber)).toEqual(['S1001']);
    const lessons = await lessonsOf(cls.id);
    expect(lessons.filter((l) => l.date === date)).toHaveLength(1);
    expect(lessons.every((l) => l.date <= made.endsOn)).toBe(true);
    expect(new Set(lessons.map((l) => l.date)).size).toBe(lessons.length);
    // Days missed while the server was down are in the past: from today on, every week has its lesson.
    const ahead = lessons.filter((l) => l.date >= demoClubToday());
    const gaps = ahead.slice(1).map((l, i) => (Date.parse(l.date) - Date.parse(ahead[i]!.date)) / 86_400_000);
    expect(new Set(gaps)).toEqual(new Set([7]));
    const dupes = await t.handle.db.execute(sql`select class_id from swim_class_schedules group by class_id, date having count(*) > 1`);
    expect((dupes as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
