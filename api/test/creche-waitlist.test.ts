// The creche waiting list (docs/spec/bookings-commerce.md §2.3, §3: a full session turns
// Book into a waiting-list booking): a freed place goes to the first waiting child in joining
// order, held for the parent; a hold not taken in time passes to the next; with auto-booking the
// first child is booked at once; a child booked in an overlapping session is skipped; each parent
// is told once per step. (Swim classes have no waiting list in the spec: a full swim class is
// simply not offered.)
import { and, eq } from 'drizzle-orm';
import { jobContext } from '../src/app';
import { clubs, crecheBookings, crecheSessions, memberKids, notifications } from '../src/db/schema';
import { nowMs } from '../src/lib/clock';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createMembers, demoClubId, type TestMember } from './bookings-helpers/fixtures';
import { withClockAdvanced } from './notifications-helpers/clock';

let t: TestApp;
let clubId: number;

beforeAll(async () => {
  t = await createTestApp();
  clubId = await demoClubId(t.handle.db);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.handle.db.update(clubs).set({ waitlistMode: 'offer' }).where(eq(clubs.id, clubId));
});

const api = (m: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: m.cookie }, payload });

/** Parents with one child each, and a creche session of one place `hours` ahead. */
async function setUp(parents: number, hours = 48) {
  const members = await createMembers(t, clubId, parents, 'CW');
  const kids = await t.handle.db
    .insert(memberKids)
    .values(members.map((m, i) => ({ memberId: m.id, firstName: `Kid${i}`, lastName: 'Waiter' })))
    .returning();
  const startsAt = new Date(nowMs() + hours * 3_600_000);
  const [session] = await t.handle.db
    .insert(crecheSessions)
    .values({ clubId, name: `Creche ${members[0]!.memberNumber}`, startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), capacity: 1 })
    .returning();
  const book = async (i: number, sessionId = session!.id) =>
    (await api(members[i]!, 'POST', '/creche/book', { classScheduleId: sessionId, childId: kids[i]!.id })).json().payload as { bookedId: number; bookingStatus: string };
  return { members, kids, session, book };
}
const row = async (id: number) => (await t.handle.db.select().from(crecheBookings).where(eq(crecheBookings.id, id)))[0];
const events = async (m: TestMember) =>
  (await t.handle.db.select().from(notifications).where(eq(notifications.memberId, m.id)).orderBy(notifications.id)).map((n) => n.eventType);

describe('creche waiting list', () => {
  it('offers the freed place in joining order; an untaken hold passes to the next parent', async () => {
    const { members, session, book } = await setUp(3);
    const first = await book(0);
    const b = await book(1);
    const c = await book(2);
    expect([b.bookingStatus, c.bookingStatus]).toEqual(['Waiting', 'Waiting']);
    const cNote = (await api(members[2]!, 'GET', '/notifications')).json().payload[0];
    expect(cNote.body).toContain('2nd on the waitlist');

    expect((await api(members[0]!, 'POST', `/creche/bookings/${first.bookedId}/cancel`)).json().payload).toBe('success');
    const offered = await row(b.bookedId);
    expect(offered!.offeredAt).not.toBeNull();
    expect((await row(c.bookedId))!.offeredAt).toBeNull();
    // The second in line cannot take the place held for the first.
    expect((await api(members[2]!, 'POST', `/bookings/waiting-to-book/${c.bookedId}?kind=creche`)).statusCode).toBe(409);

    await withClockAdvanced(offered!.offerExpiresAt!.getTime() - nowMs() + 60_000, async () => {
      await runDueJobs(t.handle.db, jobContext(t.config), { limit: 1000 });
    });
    expect((await row(b.bookedId))!.status).toBe('Cancelled');
    expect((await row(c.bookedId))!.offeredAt).not.toBeNull();
    expect(await events(members[1]!)).toEqual(['waitlisted', 'offered', 'offer-expired']);
    expect(await events(members[2]!)).toEqual(['waitlisted', 'offered']);
    const [s] = await t.handle.db.select().from(crecheSessions).where(eq(crecheSessions.id, session!.id));
    expect(s!.totalBooked).toBe(0);
  });

  it('with auto-booking the first waiting child is booked at once, skipping a child booked at an overlapping time', async () => {
    await t.handle.db.update(clubs).set({ waitlistMode: 'auto' }).where(eq(clubs.id, clubId));
    const { members, kids, session, book } = await setUp(3);
    // Kid1 is already booked in an overlapping session of its own.
    const [clash] = await t.handle.db
      .insert(crecheSessions)
      .values({ clubId, name: 'Clash', startsAt: session!.startsAt, endsAt: session!.endsAt, capacity: 5 })
      .returning();
    const first = await book(0);
    const b = await book(1);
    const c = await book(2);
    expect((await api(members[1]!, 'POST', '/creche/book', { classScheduleId: clash!.id, childId: kids[1]!.id })).json().payload.bookingStatus).toBe('Booked');

    await api(members[0]!, 'POST', `/creche/bookings/${first.bookedId}/cancel`);
    expect((await row(b.bookedId))!.status).toBe('Waiting');
    expect(await row(c.bookedId)).toMatchObject({ status: 'Booked' });
    expect((await row(c.bookedId))!.promotedAt).not.toBeNull();
    expect(await events(members[2]!)).toEqual(['waitlisted', 'promoted']);
    const promoted = await t.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, members[2]!.id), eq(notifications.eventType, 'promoted')));
    expect(promoted).toHaveLength(1);
  });
});
