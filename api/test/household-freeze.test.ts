// The payer freezes a dependant's membership from /household under the club's freeze rules. The
// attacks first (a member naming someone else's dependant, a dependant naming their payer, STAFF,
// another club, a forged member in the body), then the refusals (in the past, too long, overlapping,
// past the year's count: the dependant's own messages on the same fields), then the freeze: stored on
// the dependant's membership as quoted, its fee charged once to the payer's stored card (a replay
// charges nothing more), the receipt e-mailed to the payer, the payer told. The clock is pinned.
import { and, eq, ne } from 'drizzle-orm';
import { FREEZE_FEE_NEEDS_CARD, FREEZE_OVERLAPS, freezeTooLong, freezeTooMany, HOUSEHOLD_NOT_YOURS } from '@portal/shared/messages';
import { members, memberships, notifications, outbox, paymentMethods, payments, suspensions, users } from '../src/db/schema';
import { resetClock } from '../src/lib/clock';
import { addDays, displayDate } from '../src/lib/member-context';
import { FROM_BEFORE_TODAY } from '../src/modules/suspension/repo';
import { loginMember } from './bookings-helpers/fixtures';
import { apiCalls, consoleLogins } from './helpers/console-api';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';

// Monday 2 March 2026, 10:00 in Sydney.
const NOW = '2026-03-01T23:00:00Z';
const TODAY = '2026-03-02';
const d = (days: number) => displayDate(addDays(TODAY, days));

let t: TestApp;
let as: Record<'parent' | 'teen' | 'member' | 'admin' | 'staff' | 'otherAdmin', string>;
let kai: typeof members.$inferSelect;
let morgan: typeof members.$inferSelect;
let alex: { memberId: number; userId: number };
let reasonId: number;
let typeId: number;

const memberOf = async (email: string) => (await loginMember(t.handle.db, email)).member;
const call = apiCalls(() => t);
const url = (memberNumber: string) => `/household/${memberNumber}/suspension`;
const freeze = (from: string, to: string, extra: object = {}) => ({ reasonId, suspendFromString: from, suspendToString: to, freezeTypeId: typeId, ...extra });
const key = (k: string) => ({ 'idempotency-key': k });
const freezesOf = (memberId: number) =>
  t.handle.db.select({ s: suspensions }).from(suspensions).innerJoin(memberships, eq(memberships.id, suspensions.membershipId)).where(eq(memberships.memberId, memberId));
const feePayments = () => t.handle.db.select().from(payments).where(eq(payments.purpose, 'freeze-fee'));

beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  as = { ...(await consoleLogins(t)), ...(await demoLogins(t, 'parent', 'teen')) };
  kai = await memberOf('teen@demo.club');
  morgan = await memberOf('parent@demo.club');
  // The demo teen holds no membership: give them one like the demo member's.
  const [a] = await t.handle.db.select({ m: memberships, userId: users.id }).from(memberships).innerJoin(users, eq(users.memberId, memberships.memberId)).where(and(eq(users.email, 'member@demo.club'), ne(memberships.status, 'pending')));
  alex = { memberId: a!.m.memberId, userId: a!.userId };
  const { id: _id, ...copy } = a!.m;
  await t.handle.db.insert(memberships).values({ ...copy, memberId: kai.id, endDate: null, status: 'active' });
  reasonId = (await call(as.parent, 'GET', '/suspension/reasons')).body.payload[0].reasonId;
  const holiday = { name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'flat' as const, feeCents: 1500, maxPerYear: 2, noticeDays: 0 };
  typeId = (await call(as.admin, 'POST', '/club-console/freeze-types', holiday)).body.payload.id;
});
afterAll(async () => {
  await t.close();
  resetClock();
});

describe('attacks', () => {
  it('a member who is not the payer cannot list, quote or freeze someone else’s dependant', async () => {
    expect((await call(as.member, 'GET', url(kai.memberNumber))).status).toBe(403);
    for (const path of [url(kai.memberNumber), `${url(kai.memberNumber)}/quote`]) {
      const res = await call(as.member, 'POST', path, freeze(d(7), d(20)), key('attack-member'));
      expect(res.status).toBe(403);
      expect(res.body.errors.message).toBe(HOUSEHOLD_NOT_YOURS);
    }
    expect(await freezesOf(kai.id)).toEqual([]);
  });

  it('the payer cannot name a member outside the household, nor the dependant their payer', async () => {
    const alexNumber = (await t.handle.db.select().from(members).where(eq(members.id, alex.memberId)))[0]!.memberNumber;
    expect((await call(as.parent, 'POST', url(alexNumber), freeze(d(7), d(20)), key('attack-other'))).status).toBe(403);
    expect((await call(as.teen, 'POST', url(morgan.memberNumber), freeze(d(7), d(20)), key('attack-teen'))).status).toBe(403);
    expect(await freezesOf(alex.memberId)).toEqual([]);
    expect(await freezesOf(morgan.id)).toEqual([]);
  });

  it('STAFF, another club’s ADMIN and a signed-out caller are refused', async () => {
    expect((await call(as.staff, 'POST', url(kai.memberNumber), freeze(d(7), d(20)), key('attack-staff'))).status).toBe(403);
    expect([403, 404]).toContain((await call(as.otherAdmin, 'POST', url(kai.memberNumber), freeze(d(7), d(20)), key('attack-club'))).status);
    expect((await call(undefined, 'POST', url(kai.memberNumber), freeze(d(7), d(20)), key('attack-anon'))).status).toBe(401);
    expect(await freezesOf(kai.id)).toEqual([]);
    expect(await feePayments()).toEqual([]);
  });
});

describe('the club’s rules, with the dependant’s own messages on the same fields', () => {
  const same = async (body: object) => {
    const payer = await call(as.parent, 'POST', `${url(kai.memberNumber)}/quote`, body);
    const teenUserId = (await call(as.teen, 'GET', '/auth/me')).body.payload.userId;
    const own = await call(as.teen, 'POST', '/suspension/quote', { ...body, userId: teenUserId });
    expect(payer.status).toBe(own.status);
    expect(payer.body.errors).toEqual(own.body.errors);
    return payer;
  };

  it('refuses a start in the past and a freeze longer than the maximum', async () => {
    expect((await same(freeze(d(-1), d(10)))).body.errors).toEqual({ message: FROM_BEFORE_TODAY, field: 'suspendFromString' });
    expect((await same(freeze(d(1), d(40)))).body.errors).toEqual({ message: freezeTooLong(28), field: 'suspendToString' });
    const stored = await call(as.parent, 'POST', url(kai.memberNumber), freeze(d(1), d(40)), key('too-long'));
    expect(stored.body.errors).toEqual({ message: freezeTooLong(28), field: 'suspendToString' });
    expect(await freezesOf(kai.id)).toEqual([]);
  });

  it('quotes what the dependant would be quoted', async () => {
    const quote = await same(freeze(d(7), d(20)));
    expect(quote.status).toBe(200);
    expect(quote.body.payload).toMatchObject({ days: 14, feeCents: 1500 });
  });
});

describe('the payer freezes for a dependant', () => {
  it('a payer without a stored card is told on the field when there is a fee; nothing is stored', async () => {
    const saved = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, morgan.id));
    await t.handle.db.update(paymentMethods).set({ cardToken: null }).where(eq(paymentMethods.memberId, morgan.id));
    try {
      const res = await call(as.parent, 'POST', url(kai.memberNumber), freeze(d(7), d(20)), key('no-card'));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ message: FREEZE_FEE_NEEDS_CARD, field: 'freezeTypeId' });
    } finally {
      for (const row of saved) await t.handle.db.update(paymentMethods).set({ cardToken: row.cardToken }).where(eq(paymentMethods.id, row.id));
    }
    expect(await freezesOf(kai.id)).toEqual([]);
  });

  it('freezes the dependant’s membership (a forged member in the body is ignored), charges the fee to the payer once, mails the receipt and tells the payer', async () => {
    const body = freeze(d(7), d(20), { userId: alex.userId, memberId: alex.memberId });
    const res = await call(as.parent, 'POST', url(kai.memberNumber), body, key('freeze-1'));
    expect(res.status).toBe(200);
    const replay = await call(as.parent, 'POST', url(kai.memberNumber), body, key('freeze-1'));
    expect(replay.body).toEqual(res.body);
    const held = await freezesOf(kai.id);
    expect(held.map(({ s }) => [s.fromDate, s.toDate, s.feeCents])).toEqual([[addDays(TODAY, 7), addDays(TODAY, 20), 1500]]);
    expect(await freezesOf(alex.memberId)).toEqual([]);
    const paid = await feePayments();
    expect(paid.map((p) => [p.memberId, p.amountCents, p.status, p.cardLast4])).toEqual([[morgan.id, 1500, 'approved', '4444']]);
    const receipts = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'parent@demo.club'));
    expect(receipts.filter((m) => m.subject?.includes(`receipt ${paid[0]!.id}`))).toHaveLength(1);
    const told = await t.handle.db.select().from(notifications).where(and(eq(notifications.memberId, morgan.id), eq(notifications.eventType, 'membership-changed')));
    expect(told.map((n) => n.title)).toEqual([`${kai.firstName} ${kai.lastName}’s membership frozen: ${d(7)} to ${d(20)}`]);
    const listed = await call(as.parent, 'GET', url(kai.memberNumber));
    expect(listed.body.payload).toMatchObject([{ suspendFromDate: d(7), suspendToDate: d(20) }]);
  });

  it('refuses an overlapping freeze on its field, as the dependant would be', async () => {
    const res = await call(as.parent, 'POST', url(kai.memberNumber), freeze(d(15), d(25)), key('freeze-overlap'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ message: FREEZE_OVERLAPS, field: 'suspendFromString' });
    expect(await feePayments()).toHaveLength(1);
  });

  it('refuses past the year’s count on the freeze type', async () => {
    await call(as.admin, 'PUT', `/club-console/freeze-types/${typeId}`, { name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'flat', feeCents: 1500, maxPerYear: 1, noticeDays: 0 });
    const res = await call(as.parent, 'POST', `${url(kai.memberNumber)}/quote`, freeze(d(60), d(70)));
    expect(res.body.errors).toEqual({ message: freezeTooMany(1), field: 'freezeTypeId' });
  });
});

describe('the payer ends a dependant’s freeze', () => {
  it('another member cannot; the payer can, and is told', async () => {
    expect((await call(as.member, 'DELETE', url(kai.memberNumber))).status).toBe(403);
    const res = await call(as.parent, 'DELETE', url(kai.memberNumber));
    expect(res.status).toBe(200);
    expect((await freezesOf(kai.id)).every(({ s }) => s.cancelledAt !== null)).toBe(true);
    const told = await t.handle.db.select().from(notifications).where(and(eq(notifications.memberId, morgan.id), eq(notifications.eventType, 'membership-changed')));
    expect(told.map((n) => n.title)).toContain(`${kai.firstName} ${kai.lastName}’s freeze ended`);
  });
});
