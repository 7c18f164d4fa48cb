// A PT pack bought with a stored PT booking books that slot through the PT module's own booking
// (bookPtSessionIn), inside the purchase transaction: same checks as the PT page, exactly one
// session taken from the new pack, and a refused slot leaves the paid pack untouched.
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { PT_OVERLAP_MESSAGE, SLOT_TAKEN_MESSAGE } from '@portal/shared/contracts';
import { PT_BOOKED_WITH_PURCHASE } from '@portal/shared/messages';
import { memberSubscriptions, ptBookings, subscriptions, trainers, trainerWorkingHours } from '../src/db/schema';
import { clubInstant } from '../src/lib/club-calendar';
import { PT_SLOT_TAKEN } from '../src/modules/extras/service';
import { PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { createMembers, demoClubId, type TestMember } from './bookings-helpers/fixtures';
import { now as clockNow } from '../src/lib/clock';
import { firstRow, firstRows } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
let clubId: number;
let pt5: { id: number; numberOfSession: number | null };
const TZ = 'Australia/Sydney';

withTestApp(async (app) => {
  t = app;
  clubId = await demoClubId(t.handle.db);
  pt5 = firstRow(await t.handle.db
    .select({ id: subscriptions.id, numberOfSession: subscriptions.numberOfSession })
    .from(subscriptions)
    .where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.name, 'PT 5 Pack'))), 'PT 5 Pack');
});

const inDays = (d: number) => dayjs(clockNow()).tz(TZ).add(d, 'day').format('YYYY-MM-DD');

let keySeq = 0;
const nextKey = () => `extras-pt-${process.pid}-${++keySeq}`;

const api = (m: TestMember, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { cookie: m.cookie, origin: PUBLIC_ORIGIN, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

async function userIdOf(m: TestMember): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: m.cookie } });
  return res.json().payload.userId;
}

/** Working 06:00-20:00 every day; `requireSubscription` so a booking must use a pack. */
async function createTrainer() {
  const trainer = firstRow(await t.handle.db.insert(trainers).values({ clubId, name: `Trainer ${Math.random()}`, requireSubscription: true }).returning(), 'trainer');
  await t.handle.db
    .insert(trainerWorkingHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ trainerId: trainer.id, weekday, startTime: '06:00', endTime: '20:00' })));
  return trainer;
}

/** Buys the PT 5 Pack with a stored booking of `trainerId` at club-local `date time`. */
/** The card fields of a purchase: a test Visa the fake gateway approves. */
const testCard = () => ({
  ccNumber: '4242424242424242',
  ccNameOnCard: 'Test Booker',
  ccExpiryMonth: '12',
  ccExpiryYear: String(clockNow().getFullYear() + 2),
  cccVv: '123',
  cardType: 'VISACARD',
});

async function buyWithBooking(m: TestMember, trainerId: number, date: string, time: string, durationMinutes = 60, key = nextKey()) {
  const body = {
    userId: await userIdOf(m),
    subscriptionId: pt5.id,
    paymentType: 17,
    bookPt: true,
    ptBooking: { trainerId, startsAt: clubInstant(date, time, TZ).toISOString(), durationMinutes },
    ...testCard(),
  };
  return { key, res: await api(m, '/extras/buy-subscription', body, key) };
}

/** The member's PT packs, with what is left. */
const packsOf = (memberId: number) =>
  t.handle.db.select().from(memberSubscriptions).where(and(eq(memberSubscriptions.memberId, memberId), eq(memberSubscriptions.subscriptionId, pt5.id)));

const bookingsOf = (memberId: number) =>
  t.handle.db.select().from(ptBookings).where(and(eq(ptBookings.memberId, memberId), eq(ptBookings.status, 'Booked')));

async function paymentsFor(key: string): Promise<number> {
  const res = (await t.handle.db.execute(sql`select count(*)::int as n from payments where idempotency_key like ${`%/${key}`}`)) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

describe('extras: PT pack bought with a stored booking', () => {
  it('books exactly one session on the new pack', async () => {
    const trainer = await createTrainer();
    const [m, other] = firstRows(await createMembers(t, clubId, 2, 'X'), 2, 'm, other');
    const date = inDays(4);
    const { key, res } = await buyWithBooking(m, trainer.id, date, '09:00');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ message: PT_BOOKED_WITH_PURCHASE, charged: true, ptBooked: true });
    expect(await paymentsFor(key)).toBe(1);

    const pack = firstRow(await packsOf(m.id), 'pack');
    expect(pack.remaining).toBe(pt5.numberOfSession! - 1);
    const booked = await bookingsOf(m.id);
    expect(booked).toEqual([
      expect.objectContaining({ trainerId: trainer.id, memberSubscriptionId: pack.id, comments: 'booked with a PT purchase', startsAt: clubInstant(date, '09:00', TZ), endsAt: clubInstant(date, '10:00', TZ) }),
    ]);

    // The replayed purchase answers the first one (Stripe's rules) and books nothing more.
    const replay = await buyWithBooking(m, trainer.id, date, '09:00', 60, key);
    expect(replay.res.json().payload).toEqual(res.json().payload);
    expect(await bookingsOf(m.id)).toHaveLength(1);
    expect((await packsOf(m.id))[0]!.remaining).toBe(pt5.numberOfSession! - 1);

    // The PT page now sees the slot as taken.
    const direct = await api(other, '/pt/book', { trainerId: trainer.id, userId: other.memberNumber, trainingDate: date, startTime: '09:30', endTime: '10:00' });
    expectRefused(direct, 409, SLOT_TAKEN_MESSAGE);
  });

  it('books the slot as the PT page stores it (club-local date and times, the shape of /pt/book)', async () => {
    const trainer = await createTrainer();
    const m = firstRow(await createMembers(t, clubId, 1, 'S'), 'm');
    const date = inDays(6);
    const body = {
      userId: await userIdOf(m),
      subscriptionId: pt5.id,
      paymentType: 17,
      bookPt: true,
      // Exactly what mf-bookings' storePendingPtBooking() keeps in sessionStorage.
      ptBooking: { trainerId: trainer.id, userId: m.memberNumber, trainingDate: date, startTime: '11:00', endTime: '11:45', comments: 'Leg day' },
      ...testCard(),
    };
    const res = await api(m, '/extras/buy-subscription', body, nextKey());
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ message: PT_BOOKED_WITH_PURCHASE, ptBooked: true });
    expect(await bookingsOf(m.id)).toEqual([
      expect.objectContaining({ trainerId: trainer.id, comments: 'Leg day', startsAt: clubInstant(date, '11:00', TZ), endsAt: clubInstant(date, '11:45', TZ) }),
    ]);
  });

  it('refuses a slot the PT page refuses: the pack is bought whole and nothing is booked', async () => {
    const trainer = await createTrainer();
    const elsewhere = await createTrainer();
    const [m, taker] = firstRows(await createMembers(t, clubId, 2, 'Y'), 2, 'm, taker');
    const date = inDays(5);
    const takerPack = firstRow(await t.handle.db.insert(memberSubscriptions).values({ memberId: taker.id, subscriptionId: pt5.id, remaining: 5 }).returning(), 'takerPack');
    const taken = await api(taker, '/pt/book', { trainerId: trainer.id, userId: taker.memberNumber, trainingDate: date, startTime: '09:00', endTime: '10:00', ptSubscriptionId: takerPack.id });
    expect(taken.json().payload).toBe('success');

    // Each refusal below is what the PT page answers for the same slot.
    const ownPack = firstRow(await t.handle.db.insert(memberSubscriptions).values({ memberId: m.id, subscriptionId: pt5.id, remaining: 5 }).returning(), 'ownPack');
    const direct = (time: string, end: string, trainerId = trainer.id) =>
      api(m, '/pt/book', { trainerId, userId: m.memberNumber, trainingDate: date, startTime: time, endTime: end, ptSubscriptionId: ownPack.id });
    expect((await direct('14:00', '15:00', elsewhere.id)).json().payload).toBe('success');
    expect((await direct('09:30', '10:30')).json().errors.message).toBe(SLOT_TAKEN_MESSAGE);
    expect((await direct('20:00', '21:00')).json().errors.message).toBe(SLOT_TAKEN_MESSAGE);
    expect((await direct('12:10', '13:10')).json().errors.message).toBe(SLOT_TAKEN_MESSAGE);
    expect((await direct('14:30', '15:30')).json().errors.message).toBe(PT_OVERLAP_MESSAGE);

    const before = (await bookingsOf(m.id)).length;
    const refusals: [string, number][] = [
      ['09:30', 60], // the trainer is busy
      ['20:00', 60], // after the trainer's hours: the purchase path used to book this
      ['12:10', 60], // off the 15-minute grid: used to be booked too
      ['14:30', 60], // overlaps the member's own session: used to be booked too
    ];
    for (const [time, minutes] of refusals) {
      const { key, res } = await buyWithBooking(m, trainer.id, date, time, minutes);
      expect(res.statusCode).toBe(200);
      expect(res.json().payload).toMatchObject({ message: PT_SLOT_TAKEN, charged: true, ptBooked: false });
      expect(await paymentsFor(key)).toBe(1);
    }
    expect(await bookingsOf(m.id)).toHaveLength(before);
    const packs = (await packsOf(m.id)).filter((p) => p.id !== ownPack.id);
    expect(packs).toHaveLength(refusals.length);
    expect(packs.every((p) => p.remaining === pt5.numberOfSession)).toBe(true);
    expect(await t.handle.db.select().from(ptBookings).where(and(eq(ptBookings.trainerId, trainer.id), eq(ptBookings.status, 'Booked')))).toHaveLength(1);
  });

  it('concurrent purchases of one slot: one booking, every pack kept', async () => {
    const trainer = await createTrainer();
    const [a, b] = firstRows(await createMembers(t, clubId, 2, 'Z'), 2, 'a, b');
    const date = inDays(6);
    // Two purchases of the same member (both lock the member row) and one of another member.
    const results = await Promise.all([
      buyWithBooking(a, trainer.id, date, '11:00'),
      buyWithBooking(a, trainer.id, date, '11:00'),
      buyWithBooking(b, trainer.id, date, '11:00'),
    ]);
    expect(results.map((r) => r.res.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.res.json().payload.ptBooked)).toHaveLength(1);
    const rows = await t.handle.db.select().from(ptBookings).where(and(eq(ptBookings.trainerId, trainer.id), eq(ptBookings.status, 'Booked')));
    expect(rows).toHaveLength(1);
    const packs = [...(await packsOf(a.id)), ...(await packsOf(b.id))];
    expect(packs).toHaveLength(3);
    expect(packs.map((p) => p.remaining).sort()).toEqual([pt5.numberOfSession! - 1, pt5.numberOfSession!, pt5.numberOfSession!].sort());
  });
});
