// Club insights (modules/insights): each report's figures on known rows (a week of 2021 the demo
// seed never touches, and the week before it for the comparison), the rows behind a figure, the
// CSV adding up to the table, "slipping away" and its message. Attacks: STAFF and a member call
// every route (403), another club's ADMIN sees none of this club's rows and messages none of its members.
import { and, eq } from 'drizzle-orm';
import {
  billingDebits,
  checkIns,
  classBookings,
  classes,
  classSchedules,
  members,
  membershipCancellations,
  memberships,
  membershipTypes,
  notifications,
  paymentRefunds,
  payments,
  suspensions,
  users,
} from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { now } from '../src/lib/clock';
import { clubInstant } from '../src/lib/club-calendar';
import { firstRow } from '../src/lib/first-row';
import { demoLogins, type TestApp } from './helpers/test-app';
import { withDemoClubApp } from './helpers/shared-app';

const ZONE = 'Australia/Sydney';
const FROM = '2021-03-01';
const TO = '2021-03-07';
let t: TestApp;
let clubId: number;
let as: Record<'admin' | 'staff' | 'member', string>;
let other: string;
const memberIds: number[] = [];
let slipperNumber = '';

withDemoClubApp((demo) => {
  t = demo.t;
  clubId = demo.clubId;
});

const db = () => t.handle.db;
const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, payload });
const at = (date: string, time: string) => clubInstant(date, time, ZONE);

async function member(n: number, createdAt = at('2020-06-01', '10:00')) {
  const row = firstRow(
    await db()
      .insert(members)
      .values({ clubId, memberNumber: `INS${n}`, barcode: `INSB${n}`, firstName: 'Insight', lastName: `Member ${n}`, email: `ins${n}@test.local`, createdAt })
      .returning(),
    'member',
  );
  memberIds.push(row.id);
  return row;
}

beforeAll(async () => {
  as = await demoLogins(t, 'admin', 'staff', 'member');
  await db().update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
  other = await t.login('lite@demo.club', DEMO_PASSWORD);
  const cls = firstRow(await db().select().from(classes).where(eq(classes.clubId, clubId)).limit(1), 'class');
  const type = firstRow(await db().select().from(membershipTypes).where(eq(membershipTypes.clubId, clubId)).limit(1), 'type');
  const ms = [];
  for (let i = 1; i <= 6; i += 1) ms.push(await member(i));
  // Tuesday 2 March 2021, 09:00: 3 booked (2 checked in, 1 no-show), a late and an early cancel, 1 waiting.
  const starts = at('2021-03-02', '09:00');
  const s = firstRow(await db().insert(classSchedules).values({ classId: cls.id, clubId, startsAt: starts, endsAt: at('2021-03-02', '10:00'), capacity: 10, totalBooked: 3 }).returning(), 's');
  const book = (m: { id: number }, status: 'Booked' | 'Waiting' | 'Cancelled', extra: object = {}) =>
    db().insert(classBookings).values({ memberId: m.id, scheduleId: s.id, status, createdAt: at('2021-02-25', '10:00'), ...extra });
  await book(ms[0]!, 'Booked', { checkedInAt: starts });
  await book(ms[1]!, 'Booked', { checkedInAt: starts });
  await book(ms[2]!, 'Booked');
  await book(ms[3]!, 'Cancelled', { cancelledAt: at('2021-03-02', '08:30') });
  await book(ms[4]!, 'Cancelled', { cancelledAt: at('2021-02-28', '08:30') });
  await book(ms[5]!, 'Waiting');
  // The week before: one booking.
  const before = firstRow(await db().insert(classSchedules).values({ classId: cls.id, clubId, startsAt: at('2021-02-23', '09:00'), endsAt: at('2021-02-23', '10:00'), capacity: 10, totalBooked: 1 }).returning(), 's');
  await db().insert(classBookings).values({ memberId: ms[0]!.id, scheduleId: before.id, status: 'Booked', createdAt: at('2021-02-20', '10:00') });

  // Members: two join on 3 March, one of them cancels (effective 5 March), one freezes from 4 March.
  const m1 = firstRow(await db().insert(memberships).values({ memberId: ms[0]!.id, membershipTypeId: type.id, contractType: 'Direct Debit', status: 'active', startDate: '2021-03-03' }).returning(), 'm');
  const m2 = firstRow(await db().insert(memberships).values({ memberId: ms[1]!.id, membershipTypeId: type.id, contractType: 'Direct Debit', status: 'active', startDate: '2021-03-03' }).returning(), 'm');
  await db().insert(membershipCancellations).values({ memberId: ms[1]!.id, clubId, membershipId: m2.id, reference: 'CAN-INSIGHT1', status: 'confirmed', requestedOn: '2021-03-01', effectiveDate: '2021-03-05', remainingDebits: [] });
  await db().insert(suspensions).values({ membershipId: m1.id, fromDate: '2021-03-04', toDate: '2021-03-10' });

  // Money on 3 March: 50.00 collected (10.00 of it refunded), 33.00 declined, a 33.00 debit due 4 March still owed.
  const paid = firstRow(
    await db().insert(payments).values({ clubId, memberId: ms[0]!.id, amountCents: 5000, status: 'approved', gateway: 'sandbox', purpose: 'shop-order', createdAt: at('2021-03-03', '11:00') }).returning(),
    'p',
  );
  await db().insert(payments).values({ clubId, memberId: ms[1]!.id, amountCents: 3300, status: 'declined', gateway: 'sandbox', purpose: 'membership-debit', createdAt: at('2021-03-03', '12:00') });
  await db().insert(paymentRefunds).values({ clubId, paymentId: paid.id, amountCents: 1000, reason: 'Wrong size', status: 'approved', idempotencyKey: 'ins-refund', createdAt: at('2021-03-03', '15:00') });
  await db().insert(billingDebits).values({ clubId, memberId: ms[1]!.id, agreementKind: 'membership', agreementId: m2.id, dueDate: '2021-03-04', amountCents: 3300, description: 'Insight fortnightly', status: 'failed' });

  // Slipping away: member 3 has a live membership and no visit since 2021; member 4 checked in today.
  await db().insert(memberships).values({ memberId: ms[2]!.id, membershipTypeId: type.id, contractType: 'Direct Debit', status: 'active', startDate: '2020-06-01' });
  await db().insert(memberships).values({ memberId: ms[3]!.id, membershipTypeId: type.id, contractType: 'Direct Debit', status: 'active', startDate: '2020-06-01' });
  await db().insert(checkIns).values({ clubId, memberId: ms[3]!.id, method: 'barcode', at: now() });
  slipperNumber = ms[2]!.memberNumber;
});

const range = `from=${FROM}&to=${TO}`;
// Three cells a row: jest.each takes a callback with more parameters than cells for one that waits for `done`.
const ROUTES: Array<['GET' | 'POST', string, object | undefined]> = [
  ['GET', `/club-console/insights/attendance?${range}&by=class`, undefined],
  ['GET', `/club-console/insights/members?${range}`, undefined],
  ['GET', '/club-console/insights/slipping?days=30', undefined],
  ['POST', '/club-console/insights/slipping/message', { days: 30, memberNumbers: ['INS3'] }],
  ['GET', `/club-console/insights/money?${range}&by=day`, undefined],
  ['GET', `/club-console/insights/rows?${range}&report=money&metric=collected`, undefined],
  ['GET', `/club-console/insights/attendance/csv?${range}&by=class`, undefined],
];

describe('who may read the insights', () => {
  it.each(ROUTES)('STAFF, a member and nobody are refused %s %s', async (method, url, body) => {
    expect((await call(as.staff, method, url, body)).statusCode).toBe(403);
    expect((await call(as.member, method, url, body)).statusCode).toBe(403);
    expect((await call(null, method, url, body)).statusCode).toBe(401);
  });

  it("another club's ADMIN sees none of this club's rows and messages none of its members", async () => {
    const a = (await call(other, 'GET', `/club-console/insights/attendance?${range}&by=class`)).json().payload;
    expect(a.totals.bookings).toBe(0);
    const money = (await call(other, 'GET', `/club-console/insights/money?${range}&by=day`)).json().payload;
    expect(money.totals).toEqual({ collectedCents: 0, failedCents: 0, failedCount: 0, refundedCents: 0, outstandingCents: 0 });
    const m = (await call(other, 'GET', `/club-console/insights/members?${range}`)).json().payload;
    expect(m.totals.joins).toBe(0);
    const slipping = (await call(other, 'GET', '/club-console/insights/slipping?days=30')).json().payload;
    expect(slipping.members.some((x: { memberNumber: string }) => x.memberNumber.startsWith('INS'))).toBe(false);
    const rows = (await call(other, 'GET', `/club-console/insights/rows?${range}&report=attendance&metric=bookings`)).json().payload;
    expect(rows.total).toBe(0);
    const sent = (await call(other, 'POST', '/club-console/insights/slipping/message', { days: 30, memberNumbers: [slipperNumber] })).json().payload;
    expect(sent.sent).toBe(0);
    expect(await db().select().from(notifications).where(and(eq(notifications.eventType, 'club-message'), eq(notifications.memberId, memberIds[2]!)))).toEqual([]);
  });

  it('a range longer than a year or backwards is refused on its field, never a 500', async () => {
    const long = await call(as.admin, 'GET', '/club-console/insights/attendance?from=2020-01-01&to=2021-06-01&by=class');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.message).toMatch(/at most 366 days/);
    expect((await call(as.admin, 'GET', `/club-console/insights/attendance?from=${TO}&to=${FROM}&by=class`)).statusCode).toBe(400);
    expect((await call(as.admin, 'GET', `/club-console/insights/attendance/csv?${range}&by=day`)).statusCode).toBe(400);
    expect((await call(as.admin, 'GET', `/club-console/insights/rows?${range}&report=money&metric=joins`)).statusCode).toBe(400);
  });
});

describe('the figures', () => {
  it('attendance: bookings, check-ins, no-shows, late cancels, waiting and fill rate, with the week before', async () => {
    const r = (await call(as.admin, 'GET', `/club-console/insights/attendance?${range}&by=weekday`)).json().payload;
    expect(r).toMatchObject({ previousFrom: '2021-02-22', previousTo: '2021-02-28' });
    expect(r.rows).toEqual([expect.objectContaining({ key: '2', label: 'Tuesday', bookings: 5, checkIns: 2, noShows: 1, lateCancels: 1, waitlisted: 1, booked: 3, capacity: 10, fillRate: 30 })]);
    expect(r.totals).toMatchObject({ bookings: 5, checkIns: 2, noShows: 1, lateCancels: 1, waitlisted: 1, fillRate: 30 });
    expect(r.previous).toMatchObject({ bookings: 1, booked: 1, capacity: 10, fillRate: 10 });
    const byClass = (await call(as.admin, 'GET', `/club-console/insights/attendance?${range}&by=class`)).json().payload;
    const cls = firstRow(await db().select().from(classes).where(eq(classes.clubId, clubId)).limit(1), 'class');
    // Each class is labelled with its instructor: two classes of one name are two bars, told apart.
    expect(cls.instructor).toBeTruthy();
    expect(byClass.rows.map((x: { label: string }) => x.label)).toEqual([`${cls.name} (${cls.instructor})`]);
    const slot = (await call(as.admin, 'GET', `/club-console/insights/attendance?${range}&by=slot`)).json().payload;
    expect(slot.rows.map((x: { key: string }) => x.key)).toEqual(['09:00']);
  });

  it('every figure opens the rows behind it', async () => {
    const rows = (await call(as.admin, 'GET', `/club-console/insights/rows?${range}&report=attendance&by=slot&key=09:00&metric=checkIns`)).json().payload;
    expect(rows.total).toBe(2);
    expect(rows.rows.map((x: { memberNumber: string }) => x.memberNumber).sort()).toEqual(['INS1', 'INS2']);
    const late = (await call(as.admin, 'GET', `/club-console/insights/rows?${range}&report=attendance&metric=lateCancels`)).json().payload;
    expect(late.rows.map((x: { memberNumber: string }) => x.memberNumber)).toEqual(['INS4']);
    const joins = (await call(as.admin, 'GET', `/club-console/insights/rows?${range}&report=members&by=week&key=2021-03-01&metric=joins`)).json().payload;
    expect(joins.total).toBe(2);
    const refunded = (await call(as.admin, 'GET', `/club-console/insights/rows?${range}&report=money&by=product&key=shop-order&metric=refunded`)).json().payload;
    expect(refunded.rows).toEqual([expect.objectContaining({ memberNumber: 'INS1', amountCents: 1000, detail: 'Wrong size' })]);
  });

  it('members: joins, cancellations, freezes and net change by week; live members by type', async () => {
    const r = (await call(as.admin, 'GET', `/club-console/insights/members?${range}`)).json().payload;
    expect(r.rows).toEqual([{ key: '2021-03-01', label: 'Week of 01/03', joins: 2, cancellations: 1, freezes: 1, net: 1 }]);
    expect(r.totals).toEqual({ joins: 2, cancellations: 1, freezes: 1, net: 1 });
    expect(r.previous).toEqual({ joins: 0, cancellations: 0, freezes: 0, net: 0 });
    expect(r.byType.reduce((n: number, x: { members: number }) => n + x.members, 0)).toBeGreaterThanOrEqual(2);
  });

  it('money: collected, failed, refunded and outstanding by day and by product', async () => {
    const day = (await call(as.admin, 'GET', `/club-console/insights/money?${range}&by=day`)).json().payload;
    expect(day.totals).toEqual({ collectedCents: 5000, failedCents: 3300, failedCount: 1, refundedCents: 1000, outstandingCents: 3300 });
    expect(day.rows.map((x: { key: string }) => x.key)).toEqual(['2021-03-03', '2021-03-04']);
    const product = (await call(as.admin, 'GET', `/club-console/insights/money?${range}&by=product`)).json().payload;
    expect(product.rows).toEqual([
      expect.objectContaining({ key: 'membership-debit', label: 'Membership debit', failedCents: 3300, outstandingCents: 3300, collectedCents: 0 }),
      expect.objectContaining({ key: 'shop-order', label: 'Shop order', collectedCents: 5000, refundedCents: 1000 }),
    ]);
  });

  it("the CSV is the table with its total line, adding up to the report's figures", async () => {
    const res = await call(as.admin, 'GET', `/club-console/insights/money/csv?${range}&by=product`);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n').map((l) => l.split(','));
    expect(lines[0]).toEqual(['Product', 'Collected', 'Failed', 'Failed payments', 'Refunded', 'Outstanding']);
    const body = lines.slice(1, -1);
    expect(body.reduce((n, l) => n + Number(l[1]), 0).toFixed(2)).toBe('50.00');
    expect(lines.at(-1)).toEqual(['Total', '50.00', '33.00', '1', '10.00', '33.00']);
    const att = (await call(as.admin, 'GET', `/club-console/insights/attendance/csv?${range}&by=class`)).body.trim().split('\r\n');
    expect(att.at(-1)).toBe('Total,5,2,1,1,1,3,10,30.0');
  });

  it('slipping away: an active member with no visit in N days is listed and messaged once; others named are skipped', async () => {
    const r = (await call(as.admin, 'GET', '/club-console/insights/slipping?days=30')).json().payload;
    const numbers = r.members.map((x: { memberNumber: string }) => x.memberNumber);
    expect(numbers).toContain(slipperNumber);
    expect(numbers).not.toContain('INS4');
    const lastVisit = (n: string) => r.members.find((x: { memberNumber: string }) => x.memberNumber === n)?.lastVisit;
    expect(lastVisit(slipperNumber)).toBeNull();
    expect(lastVisit('INS1')).toBe('2021-03-02');
    const sent = (await call(as.admin, 'POST', '/club-console/insights/slipping/message', { days: 30, memberNumbers: [slipperNumber, 'INS4', '200001'] })).json().payload;
    expect(sent).toEqual({ sent: 1, message: 'Message sent to 1 member.' });
    const again = (await call(as.admin, 'POST', '/club-console/insights/slipping/message', { days: 30, memberNumbers: [slipperNumber] })).json().payload;
    expect(again.sent).toBe(1);
    const told = await db().select().from(notifications).where(eq(notifications.eventType, 'club-message'));
    expect(told.map((n) => n.memberId)).toEqual([memberIds[2]]);
    expect(told[0]!.readAt).toBeNull();
  });
});
