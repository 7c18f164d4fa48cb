// The swim guardian is a household payer: the attacks first (another guardian seeing, paying,
// booking or changing the payment details of a student not in their household; another club's
// student or balance is unknown), then the migrated demo guardian's household: their two students
// on /household, the Household menu entry, and the swim pages as before.
import { and, eq, gt } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { clubs, posTransactions, studentSwimBookings, students } from '../src/db/schema';
import { firstRow } from '../src/lib/first-row';
import { demoClubId } from './bookings-helpers/fixtures';
import { apiCalls } from './helpers/console-api';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';
import { createGuardian } from './payments-helpers/fixtures';

let t: TestApp;
let as: Record<'guardian' | 'member', string>;
let other: Awaited<ReturnType<typeof createGuardian>>;
let elsewhere: Awaited<ReturnType<typeof createGuardian>>;
let mia: typeof students.$inferSelect;

const YEAR = String(new Date().getFullYear() + 2);
const CARD = { ccNumber: '4242424242424242', ccNameOnCard: 'Olly Other', ccExpiryMonth: '08', ccExpiryYear: YEAR, cccVv: '123' };

beforeAll(async () => {
  t = await createTestApp();
  const clubId = await demoClubId(t.handle.db);
  as = await demoLogins(t, 'guardian', 'member');
  other = await createGuardian(t, clubId, 'F9911');
  const lite = firstRow(await t.handle.db.select().from(clubs).where(eq(clubs.code, 'lite')), 'second club');
  elsewhere = await createGuardian(t, lite.id, 'F9912');
  mia = firstRow(await t.handle.db.select().from(students).where(eq(students.studentNumber, 'S1001')), 'Mia');
  await t.handle.db.insert(posTransactions).values({ clubId: lite.id, studentId: elsewhere.student.id, amountCents: 4000, outstandingCents: 4000, description: 'Term fees' });
});
afterAll(() => t.close());

const call = apiCalls(() => t);
const pay = (cookie: string, posTrasanctionId: number, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/swim/pay-outstanding', headers: { cookie, 'idempotency-key': key }, payload: { posTrasanctionId, ...CARD } });
const miaBalance = async () => firstRow(await t.handle.db.select().from(posTransactions).where(and(eq(posTransactions.studentId, mia.id), gt(posTransactions.outstandingCents, 0))), 'Mia owes');

describe('attacks', () => {
  it('another guardian does not see the student on their household page', async () => {
    const res = await call(other.cookie, 'GET', '/household');
    expect(res.status).toBe(200);
    expect(res.body.payload.students.map((s: { name: string }) => s.name)).toEqual(['Ollie Other']);
  });

  it('another guardian cannot pay a student’s balance, change their payment details or cancel their lesson: 403, nothing changes', async () => {
    const owed = await miaBalance();
    const paid = await pay(other.cookie, owed.id, 'hh-swim-attack-1');
    expect(paid.statusCode).toBe(403);
    expect(paid.json().errors.message).toBe(NO_ACCESS_MESSAGE);
    expect((await miaBalance()).outstandingCents).toBe(owed.outstandingCents);

    const details = await call(other.cookie, 'POST', '/swim/payment-details', { studentNumber: 'S1001', paymentType: 17, ...CARD });
    expect(details.status).toBe(403);
    expect(firstRow(await t.handle.db.select().from(students).where(eq(students.id, mia.id)), 'Mia').paymentMethodId).toBe(mia.paymentMethodId);

    const [booking] = await t.handle.db.select().from(studentSwimBookings).where(and(eq(studentSwimBookings.studentId, mia.id), eq(studentSwimBookings.status, 'Booked'))).limit(1);
    const cancel = await call(other.cookie, 'POST', '/swim/cancel-class', { className: 'x', cancelledDate: '', studentSwimClassBookingDetailId: booking!.id, reasonId: 1 });
    expect(cancel.status).toBe(403);

    const makeup = await call(other.cookie, 'POST', '/swim/makeup-session', { studentNumber: 'S1001', studentCancelledIdClass: 1, swimClassScheduleId: 1, selectedDate: '01/01/2030' });
    expect(makeup.status).toBe(403);
  });

  it('another club’s student and balance are unknown: 404', async () => {
    const details = await call(as.guardian, 'POST', '/swim/payment-details', { studentNumber: elsewhere.student.studentNumber, paymentType: 17, ...CARD });
    expect(details.status).toBe(404);
    const theirs = firstRow(await t.handle.db.select().from(posTransactions).where(eq(posTransactions.studentId, elsewhere.student.id)), 'their balance');
    expect((await pay(as.guardian, theirs.id, 'hh-swim-attack-2')).statusCode).toBe(404);
    expect(firstRow(await t.handle.db.select().from(posTransactions).where(eq(posTransactions.id, theirs.id)), 'their balance').outstandingCents).toBe(4000);
  });
});

describe('the migrated demo guardian', () => {
  it('is their students’ payer: the menu shows Household, the page lists each student with lessons, credits and balance', async () => {
    expect((await call(as.guardian, 'GET', '/auth/me')).body.payload.isHouseholdPayer).toBe(true);
    const page = (await call(as.guardian, 'GET', '/household')).body.payload;
    expect(page.dependants).toEqual([]);
    expect(page.students.map((s: { name: string }) => s.name)).toEqual(['Leo Waters', 'Mia Waters']);
    const miaOnPage = page.students.find((s: { studentNumber: string }) => s.studentNumber === 'S1001');
    const owed = await miaBalance();
    expect(miaOnPage).toMatchObject({ levelName: 'Starfish', balanceCents: owed.outstandingCents, posTrasanctionId: owed.id });
    expect(miaOnPage.makeupCredits).toBeGreaterThanOrEqual(0);
    expect(page.students.find((s: { studentNumber: string }) => s.studentNumber === 'S1002')).toMatchObject({ balanceCents: 0, posTrasanctionId: 0 });
  });

  it('still sees their students on the swim pages, and a member’s household has no students', async () => {
    const list = (await call(as.guardian, 'GET', '/swim/students')).body.payload as Array<{ studentNumber: string }>;
    expect(list.map((s) => s.studentNumber).sort()).toEqual(['S1001', 'S1002']);
    expect((await call(as.member, 'GET', '/household')).body.payload.students).toEqual([]);
  });

  it('settles the balance through the swim payment path with their card, once per key', async () => {
    const owed = await miaBalance();
    const first = await pay(as.guardian, owed.id, 'hh-swim-pay-1');
    expect(first.statusCode).toBe(200);
    expect((await pay(as.guardian, owed.id, 'hh-swim-pay-1')).json()).toEqual(first.json());
    const page = (await call(as.guardian, 'GET', '/household')).body.payload;
    expect(page.students.find((s: { studentNumber: string }) => s.studentNumber === 'S1001')).toMatchObject({ balanceCents: 0, posTrasanctionId: 0 });
  });
});
