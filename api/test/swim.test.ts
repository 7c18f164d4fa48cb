// Swim school: classes and holidays, cancel with a reason -> one make-up credit, make-up booking
// (same level, once, even concurrently), students and payment details, outstanding balances paid
// once per Idempotency-Key with a promo code, and the public signed-reference settlement.
import { and, eq, like } from 'drizzle-orm';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  swimCancelReasons,
  makeupCredits,
  payments,
  posTransactionPayments,
  posTransactions,
  studentSwimBookings,
  students,
  swimClassSchedules,
  swimClasses,
  swimHolidays,
} from '../src/db/schema';
import { now } from '../src/lib/clock';
import { signReference } from '../src/modules/swim/reference';
import { demoLogins, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Australia/Sydney';
// The club's today by the server's clock (pinned in the date matrix, see jest.setup.clock.ts).
const today = () => dayjs(now()).tz(TZ).format('YYYY-MM-DD');
const ymd = (iso: string) => iso.replace(/-/g, '/');
const dmy = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
const YEAR = String(now().getFullYear() + 2);
const CARD = { ccNumber: '4242424242424242', ccNameOnCard: 'Jess Waters', ccExpiryMonth: '08', ccExpiryYear: YEAR, cccVv: '123' };
const DECLINED = { ...CARD, ccNumber: '4000000000000002' };

let t: TestApp;
let as: Record<'guardian' | 'member', string>;
let familyId: string;

withTestApp(async (app) => {
  t = app;
  as = await demoLogins(t, 'guardian', 'member');
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: as.guardian } });
  familyId = me.json().payload.memberNumber;
});

function call(cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

// Each test makes the classes it books into, past the seeded 30 days and the lessons the daily job
// generates (4 weeks and its margin ahead), so never on the seeded
// holiday and never full): picking "the Nth future booking" of the seed depends on the weekday the
// suite runs and on what earlier tests cancelled.
let freshWeeks = 0;

/** A new occurrence of the named class, on the first of its weekdays from `notBefore` (a club date). */
async function newSchedule(className: string, notBefore: string) {
  const db = t.handle.db;
  const [cls] = await db.select().from(swimClasses).where(eq(swimClasses.name, className));
  if (!cls) throw new Error(`The seed has no swim class named ${className}`);
  let day = dayjs.utc(notBefore);
  while (day.day() !== cls.weekday) day = day.add(1, 'day');
  const date = day.format('YYYY-MM-DD');
  const startsAt = dayjs.tz(`${date} ${cls.startTime.slice(0, 5)}`, TZ).toDate();
  const [schedule] = await db
    .insert(swimClassSchedules)
    .values({ classId: cls.id, date, startsAt, endsAt: new Date(startsAt.getTime() + cls.durationMin * 60_000), capacity: cls.capacity })
    .returning();
  return { schedule, cls };
}

/** Books the student into a new future occurrence of `className`, made for the calling test. */
async function freshBooking(studentNumber: string, className = 'Starfish Monday') {
  const db = t.handle.db;
  const student = firstRow(await db.select().from(students).where(eq(students.studentNumber, studentNumber)), 'student');
  freshWeeks += 1;
  const { schedule, cls } = await newSchedule(className, dayjs.utc(today()).add(63 + 7 * freshWeeks, 'day').format('YYYY-MM-DD'));
  const [booking] = await db.insert(studentSwimBookings).values({ studentId: student.id, scheduleId: schedule!.id, status: 'Booked' }).returning();
  const [counted] = await db
    .update(swimClassSchedules)
    .set({ totalBooked: 1 })
    .where(eq(swimClassSchedules.id, schedule!.id))
    .returning();
  return { booking, schedule: counted, cls };
}

async function cancelWithReason(bookingId: number, reasonName = 'Sick') {
  const reasons = (await call(as.guardian, 'GET', '/swim/reasons')).json().payload as { id: number; name: string }[];
  const reason = reasons.find((r) => r.name === reasonName)!;
  return call(as.guardian, 'POST', '/swim/cancel-class', {
    className: 'x',
    cancelledDate: '',
    studentSwimClassBookingDetailId: bookingId,
    reasonId: reason.id,
  });
}

/** A new class of `className` (by default Starfish, Mia's level) in the days after `date`: a make-up the credit covers. */
async function makeupTarget(date: string, className = 'Starfish Wednesday') {
  return (await newSchedule(className, dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD'))).schedule;
}

describe('swim classes', () => {
  it('lists the students classes for a date and rejects past dates and other families', async () => {
    const next = await freshBooking('S1001');
    const res = await call(as.guardian, 'POST', '/swim/search-class', { studentFamilyId: familyId, selectedDate: ymd(next.schedule!.date) });
    expect(res.statusCode).toBe(200);
    const cards = res.json().payload;
    const card = cards.find((c: { studentSwimClassBookingDetailId: number }) => c.studentSwimClassBookingDetailId === next.booking!.id);
    expect(card).toMatchObject({ studentName: 'Mia Waters', bookingStatus: 'Booked', instructor: 'Coach Kim', isHoliday: false });
    expect(card.bookedDate).toBe(dmy(next.schedule!.date));

    const past = await call(as.guardian, 'POST', '/swim/search-class', {
      studentFamilyId: familyId,
      selectedDate: ymd(dayjs.utc(today()).subtract(1, 'day').format('YYYY-MM-DD')),
    });
    expect(past.statusCode).toBe(400);
    const bad = await call(as.guardian, 'POST', '/swim/search-class', { studentFamilyId: familyId, selectedDate: '2025/13/45' });
    expect(bad.statusCode).toBe(400);
    const other = await call(as.guardian, 'POST', '/swim/search-class', { studentFamilyId: 'SOMEONE', selectedDate: ymd(today()) });
    expect(other.statusCode).toBe(403);
    const anon = await call(null, 'POST', '/swim/search-class', { studentFamilyId: familyId, selectedDate: ymd(today()) });
    expect(anon.statusCode).toBe(401);
  });

  it('shows a holiday card on a holiday', async () => {
    const holiday = firstRow(await t.handle.db.select().from(swimHolidays), 'holiday');
    const res = await call(as.guardian, 'POST', '/swim/search-class', { studentFamilyId: familyId, selectedDate: ymd(holiday.date) });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ isHoliday: true, holiday: holiday.name });
  });

  it('each cancel reason says whether it gives a make-up credit (stated before the guardian confirms)', async () => {
    const reasons = (await call(as.guardian, 'GET', '/swim/reasons')).json().payload as { id: number; earnsMakeup: boolean }[];
    const rows = await t.handle.db.select().from(swimCancelReasons);
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(r.earnsMakeup).toBe(rows.find((row) => row.id === r.id)!.earnsMakeup);
  });

  it('refuses to cancel without a reason and someone else\'s booking', async () => {
    const second = await freshBooking('S1001');
    const cancel = (cookie: string, reasonId: number) =>
      call(cookie, 'POST', '/swim/cancel-class', {
        className: 'x',
        cancelledDate: '',
        studentSwimClassBookingDetailId: second.booking!.id,
        reasonId,
      });
    expectRefused(await cancel(as.guardian, 0), 400, 'Please select reason for cancellation');
    expect((await cancel(as.member, 1)).statusCode).toBe(403);
  });
});

describe('make-up credits', () => {
  it('cancelling with a reason creates one credit; the make-up books the same level once', async () => {
    const target = await freshBooking('S1001');
    const res = await cancelWithReason(target.booking!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toBe('Booking has been cancelled.');
    const again = await cancelWithReason(target.booking!.id);
    expect(again.statusCode).toBe(400);
    const credits = await t.handle.db.select().from(makeupCredits).where(eq(makeupCredits.cancelledBookingId, target.booking!.id));
    expect(credits).toHaveLength(1);
    const sched = firstRow(await t.handle.db.select().from(swimClassSchedules).where(eq(swimClassSchedules.id, target.schedule!.id)), 'sched');
    expect(sched.totalBooked).toBe(target.schedule!.totalBooked - 1);

    const list = (await call(as.guardian, 'GET', `/swim/cancelled-classes/${familyId}`)).json().payload;
    const item = list.find((c: { id: number }) => c.id === target.booking!.id);
    expect(item).toMatchObject({ bookingStatus: 'Cancelled', isUseMakeUp: false, studentNumber: 'S1001' });
    expect((await call(as.guardian, 'GET', '/swim/cancelled-classes/SOMEONE')).statusCode).toBe(403);

    const dest = await makeupTarget(target.schedule!.date);
    const options = await call(as.guardian, 'POST', '/swim/makeup-classes', {
      selectedDate: dmy(dest!.date),
      cancelledSwimClassScheduleId: target.schedule!.id,
      classLevelId: target.cls.levelId,
      accountId: 'DEMO01',
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().payload.map((o: { swimClassScheduleId: number }) => o.swimClassScheduleId)).toContain(dest!.id);

    const body = { studentNumber: 'S1001', studentCancelledIdClass: target.booking!.id, swimClassScheduleId: dest!.id, selectedDate: dmy(dest!.date) };
    const booked = await call(as.guardian, 'POST', '/swim/makeup-session', body);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().payload.success).toBe(true);
    const used = await call(as.guardian, 'POST', '/swim/makeup-session', body);
    expectRefused(used, 400, 'This make-up credit has already been used.');
    const after = (await call(as.guardian, 'GET', `/swim/cancelled-classes/${familyId}`)).json().payload;
    expect(after.find((c: { id: number }) => c.id === target.booking!.id).isUseMakeUp).toBe(true);
    const destAfter = firstRow(await t.handle.db.select().from(swimClassSchedules).where(eq(swimClassSchedules.id, dest!.id)), 'destAfter');
    expect(destAfter.totalBooked).toBe(dest!.totalBooked + 1);
  });

  it('uses a credit exactly once under concurrent requests', async () => {
    const target = await freshBooking('S1001');
    expect((await cancelWithReason(target.booking!.id)).statusCode).toBe(200);
    const dest = await makeupTarget(target.schedule!.date);
    const body = { studentNumber: 'S1001', studentCancelledIdClass: target.booking!.id, swimClassScheduleId: dest!.id, selectedDate: dmy(dest!.date) };
    const results = await Promise.all([1, 2, 3].map(() => call(as.guardian, 'POST', '/swim/makeup-session', body)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const made = await t.handle.db
      .select()
      .from(studentSwimBookings)
      .where(and(eq(studentSwimBookings.scheduleId, dest!.id), eq(studentSwimBookings.isMakeup, true)));
    expect(made).toHaveLength(1);
  });

  it('cancelling a make-up booking gives back the credit it used and never mints a new one', async () => {
    const target = await freshBooking('S1001');
    expect((await cancelWithReason(target.booking!.id)).statusCode).toBe(200);
    const dest = await makeupTarget(target.schedule!.date);
    const body = { studentNumber: 'S1001', studentCancelledIdClass: target.booking!.id, swimClassScheduleId: dest!.id, selectedDate: dmy(dest!.date) };
    expect((await call(as.guardian, 'POST', '/swim/makeup-session', body)).statusCode).toBe(200);
    const makeup = firstRow(await t.handle.db
      .select()
      .from(studentSwimBookings)
      .where(and(eq(studentSwimBookings.scheduleId, dest!.id), eq(studentSwimBookings.isMakeup, true))), 'makeup');
    const student = firstRow(await t.handle.db.select().from(students).where(eq(students.studentNumber, 'S1001')), 'student');
    const creditsBefore = await t.handle.db.select().from(makeupCredits).where(eq(makeupCredits.studentId, student.id));

    // Cancelled twice over (a reason that earns a make-up each time): still the one credit.
    expect((await cancelWithReason(makeup.id)).statusCode).toBe(200);
    const creditsAfter = await t.handle.db.select().from(makeupCredits).where(eq(makeupCredits.studentId, student.id));
    expect(creditsAfter).toHaveLength(creditsBefore.length);
    const [returned] = creditsAfter.filter((c) => c.cancelledBookingId === target.booking!.id);
    expect(returned).toMatchObject({ usedAt: null, usedBookingId: null });
    const released = firstRow(await t.handle.db.select().from(swimClassSchedules).where(eq(swimClassSchedules.id, dest!.id)), 'released');
    expect(released.totalBooked).toBe(0);

    // The returned credit books another make-up.
    const again = await makeupTarget(dayjs.utc(dest!.date).add(1, 'day').format('YYYY-MM-DD'));
    const rebook = await call(as.guardian, 'POST', '/swim/makeup-session', { ...body, swimClassScheduleId: again!.id, selectedDate: dmy(again!.date) });
    expect(rebook.statusCode).toBe(200);
  });

  it('the make-up page lists only classes the server then accepts (one rule for listing and booking)', async () => {
    const db = t.handle.db;
    // Weeks of its own: the classes this test makes must not meet the other tests' make-up targets.
    freshWeeks += 10;
    const target = await freshBooking('S1001');
    expect((await cancelWithReason(target.booking!.id)).statusCode).toBe(200);
    const student = firstRow(await db.select().from(students).where(eq(students.studentNumber, 'S1001')), 'student');
    const listFor = async (date: string) =>
      (
        await call(as.guardian, 'POST', '/swim/makeup-classes', {
          selectedDate: dmy(date),
          cancelledSwimClassScheduleId: target.schedule!.id,
          classLevelId: target.cls.levelId,
          accountId: 'DEMO01',
          studentCancelledIdClass: target.booking!.id,
        })
      ).json().payload.map((o: { swimClassScheduleId: number }) => o.swimClassScheduleId) as number[];
    const body = { studentNumber: 'S1001', studentCancelledIdClass: target.booking!.id };

    // Mia is already in this class: it used to be listed, then refused.
    const taken = await makeupTarget(target.schedule!.date);
    await db.insert(studentSwimBookings).values({ studentId: student.id, scheduleId: taken!.id, status: 'Booked' });
    await db.update(swimClassSchedules).set({ totalBooked: 1 }).where(eq(swimClassSchedules.id, taken!.id));
    expect(await listFor(taken!.date)).not.toContain(taken!.id);
    const refused = await call(as.guardian, 'POST', '/swim/makeup-session', { ...body, swimClassScheduleId: taken!.id, selectedDate: dmy(taken!.date) });
    expect(refused.json().errors.message).toBe('The student already has a booking in this class.');

    // Every class listed is accepted; once the credit is spent nothing is listed.
    const free = await makeupTarget(taken!.date);
    const offered = await listFor(free!.date);
    expect(offered).toContain(free!.id);
    const booked = await call(as.guardian, 'POST', '/swim/makeup-session', { ...body, swimClassScheduleId: offered[0], selectedDate: dmy(free!.date) });
    expect(booked.statusCode).toBe(200);
    expect(await listFor(dayjs.utc(free!.date).add(7, 'day').format('YYYY-MM-DD'))).toEqual([]);
  });

  it('refuses a make-up into another level, a past date and someone else\'s student', async () => {
    const target = await freshBooking('S1001');
    expect((await cancelWithReason(target.booking!.id)).statusCode).toBe(200);
    const otherLevel = await newSchedule('Seahorse Tuesday', dayjs.utc(target.schedule!.date).add(1, 'day').format('YYYY-MM-DD'));
    expect(otherLevel.cls.levelId).not.toBe(target.cls.levelId);
    const makeup = (cookie: string, date: string) =>
      call(cookie, 'POST', '/swim/makeup-session', {
        studentNumber: 'S1001',
        studentCancelledIdClass: target.booking!.id,
        swimClassScheduleId: otherLevel.schedule!.id,
        selectedDate: dmy(date),
      });
    expect((await makeup(as.guardian, otherLevel.schedule!.date)).statusCode).toBe(400);
    expect((await makeup(as.guardian, dayjs.utc(today()).subtract(2, 'day').format('YYYY-MM-DD'))).statusCode).toBe(400);
    expect((await makeup(as.member, otherLevel.schedule!.date)).statusCode).toBe(403);
  });
});

describe('students and payment details', () => {
  it('lists students and updates a direct-debit student\'s bank details', async () => {
    const list = (await call(as.guardian, 'GET', '/swim/students')).json().payload;
    const leo = list.find((s: { studentNumber: string }) => s.studentNumber === 'S1002');
    expect(leo).toMatchObject({ studentName: 'Leo Waters', isDirectDebit: true });
    const detail = await call(as.guardian, 'GET', `/swim/payment-details/${leo.paymentId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payload).toMatchObject({ paymentType: 19, bsbNumber1: '082', bsbNumber2: '001', accountNumber: '******344' });
    expect((await call(as.member, 'GET', `/swim/payment-details/${leo.paymentId}`)).statusCode).toBe(403);

    const base = { studentNumber: 'S1002', paymentId: leo.paymentId, paymentType: 19, accountName: 'Jess Waters' };
    const badBsb = await call(as.guardian, 'POST', '/swim/payment-details', { ...base, bsbNumber1: '999', bsbNumber2: '999', accountNumber: '123456' });
    expect(badBsb.statusCode).toBe(400);
    const badAccount = await call(as.guardian, 'POST', '/swim/payment-details', { ...base, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12' });
    expect(badAccount.statusCode).toBe(400);
    const saved = await call(as.guardian, 'POST', '/swim/payment-details', { ...base, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '98765432' });
    expect(saved.statusCode).toBe(200);
    const newId = (await call(as.guardian, 'GET', '/swim/students')).json().payload.find((s: { studentNumber: string }) => s.studentNumber === 'S1002').paymentId;
    const reread = (await call(as.guardian, 'GET', `/swim/payment-details/${newId}`)).json().payload;
    expect(reread).toMatchObject({ bsbNumber1: '062', bsbNumber2: '000', accountNumber: '******432' });
  });
});

describe('outstanding balances', () => {
  async function newBalance(cents: number) {
    const mia = firstRow(await t.handle.db.select().from(students).where(eq(students.studentNumber, 'S1001')), 'mia');
    const [row] = await t.handle.db
      .insert(posTransactions)
      .values({ clubId: 1, studentId: mia.id, amountCents: cents, outstandingCents: cents, description: 'Test fees' })
      .returning();
    return row;
  }

  it('lists balances, prices a promo code and rejects a wrong one', async () => {
    const list = (await call(as.guardian, 'GET', '/swim/outstanding')).json().payload;
    const mia = list.find((s: { studentName: string }) => s.studentName === 'Mia Waters');
    expect(mia.outstandingAmount).toBe(85);
    const good = await call(as.guardian, 'POST', '/swim/validate-coupon', { code: 'fiftyoff', posTrasanctionId: mia.posTrasanctionId });
    expect(good.statusCode).toBe(200);
    expect(good.json().payload).toMatchObject({ outstandingAmount: 35, outstandingCents: 3500 });
    const wrong = await call(as.guardian, 'POST', '/swim/validate-coupon', { code: 'NOPE', posTrasanctionId: mia.posTrasanctionId });
    expectRefused(wrong, 400, 'Invalid promo code: NOPE');
    const expired = await call(as.guardian, 'POST', '/swim/validate-coupon', { code: 'EXPIRED2020', posTrasanctionId: mia.posTrasanctionId });
    expect(expired.statusCode).toBe(400);
    const foreign = await call(as.member, 'POST', '/swim/validate-coupon', { code: 'FIFTYOFF', posTrasanctionId: mia.posTrasanctionId });
    expect(foreign.statusCode).toBe(403);
  });

  it('pays a balance once per Idempotency-Key and leaves nothing owing', async () => {
    const tx = await newBalance(12000);
    const body = { posTrasanctionId: tx!.id, promoCode: 'FIFTYOFF', ...CARD };
    const noKey = await call(as.guardian, 'POST', '/swim/pay-outstanding', body);
    expect(noKey.statusCode).toBe(400);
    const declined = await call(as.guardian, 'POST', '/swim/pay-outstanding', { ...body, ...DECLINED }, { 'idempotency-key': `decl-${tx!.id}` });
    expect(declined.statusCode).toBe(400);
    const key = { 'idempotency-key': `pay-${tx!.id}` };
    const [first, second] = [
      await call(as.guardian, 'POST', '/swim/pay-outstanding', body, key),
      await call(as.guardian, 'POST', '/swim/pay-outstanding', body, key),
    ];
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toMatchObject({ message: 'Payment successful', amountCents: 7000 });
    expect(second.statusCode).toBe(200);
    expect(second.json().payload.paymentId).toBe(first.json().payload.paymentId);
    const rows = await t.handle.db.select().from(payments).where(like(payments.idempotencyKey, `%/pay-${tx!.id}`));
    expect(rows).toHaveLength(1);
    const after = firstRow(await t.handle.db.select().from(posTransactions).where(eq(posTransactions.id, tx!.id)), 'after');
    expect(after.outstandingCents).toBe(0);
    const links = await t.handle.db.select().from(posTransactionPayments).where(eq(posTransactionPayments.posTransactionId, tx!.id));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ amountCents: 7000, discountCents: 5000 });
    const list = (await call(as.guardian, 'GET', '/swim/outstanding')).json().payload;
    expect(list.find((s: { posTrasanctionId: number }) => s.posTrasanctionId === tx!.id)).toBeUndefined();
    const again = await call(as.guardian, 'POST', '/swim/pay-outstanding', body, { 'idempotency-key': `pay2-${tx!.id}` });
    expect(again.statusCode).toBe(400);
  });

  it('settles from a signed public reference and refuses a forged one', async () => {
    const tx = await newBalance(4000);
    const ref = signReference(tx!.id);
    const detail = await call(null, 'GET', `/swim/settle-outstanding-detail/${encodeURIComponent(ref)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payload).toMatchObject({ studentName: 'Mia Waters', outstandingCents: 4000, posTransactionId: tx!.id });
    const forged = `${tx!.id}.${'A'.repeat(43)}`;
    expect((await call(null, 'GET', `/swim/settle-outstanding-detail/${forged}`)).statusCode).toBe(403);
    const otherId = signReference(tx!.id).replace(/^\d+/, String(tx!.id - 1));
    expect((await call(null, 'GET', `/swim/settle-outstanding-detail/${otherId}`)).statusCode).toBe(403);

    const coupon = await call(null, 'POST', '/swim/swim-coupon-code', { referenceNumber: ref, couponCode: 'WELCOME10', posTransactionId: tx!.id });
    expect(coupon.statusCode).toBe(400);
    const paid = await call(null, 'POST', '/swim/settle-outstanding', { referenceNumber: ref, ...CARD }, { 'idempotency-key': `pub-${tx!.id}` });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payload.amountCents).toBe(4000);
    const after = firstRow(await t.handle.db.select().from(posTransactions).where(eq(posTransactions.id, tx!.id)), 'after');
    expect(after.outstandingCents).toBe(0);
  });
});
