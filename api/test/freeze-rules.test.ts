// Freeze by rules: the attacks first (STAFF, a member or another club's ADMIN writing freeze types,
// a member quoting for another, a forged fee), then bad freeze types on their fields, and a member's
// freeze under a type: refused in the past, inside the notice, shorter or longer than allowed,
// overlapping another or past the year's count, each on its field; quoted (fee, debits now and
// after) and stored as quoted, its fee charged. The clock is pinned (PORTAL_NOW).
import { eq } from 'drizzle-orm';
import { FREEZE_MAX_BELOW_MIN_MESSAGE } from '@portal/shared/validators';
import { FREEZE_OVERLAPS, FREEZE_TYPE_REQUIRED, freezeNotice, freezeTooLong, freezeTooMany, freezeTooShort } from '@portal/shared/messages';
import { freezeTypes, memberships, paymentMethods, payments, suspensions, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { resetClock } from '../src/lib/clock';
import { addDays, displayDate } from '../src/lib/member-context';
import { FROM_BEFORE_TODAY } from '../src/modules/suspension/repo';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';
import { apiCalls } from './helpers/console-api';

// Monday 2 March 2026, 10:00 in Sydney.
const NOW = '2026-03-01T23:00:00Z';
const TODAY = '2026-03-02';
const d = (days: number) => displayDate(addDays(TODAY, days));

let t: TestApp;
let as: Record<'member' | 'admin' | 'staff' | 'otherAdmin', string>;
let alex: { userId: number; memberNumber: string };
let reasonId: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
  as = { ...(await demoLogins(t, 'member', 'admin', 'staff')), otherAdmin: await t.login('lite@demo.club', DEMO_PASSWORD) };
  alex = (await call(as.member, 'GET', '/auth/me')).body.payload;
  reasonId = (await call(as.member, 'GET', '/suspension/reasons')).body.payload[0].reasonId;
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const call = apiCalls(() => t);

const holiday = { name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'per-week' as const, feeCents: 500, maxPerYear: 2, noticeDays: 3 };
let typeId: number;
const freeze = (from: string, to: string, extra: object = {}) => ({ userId: alex.userId, reasonId, suspendFromString: from, suspendToString: to, freezeTypeId: typeId, ...extra });

describe('freeze types in the console', () => {
  it('refuses STAFF, members and signed-out callers', async () => {
    for (const cookie of [as.staff, as.member, undefined]) {
      expect((await call(cookie, 'POST', '/club-console/freeze-types', holiday)).status).toBe(cookie ? 403 : 401);
      expect((await call(cookie, 'GET', '/club-console/freeze-types')).status).toBe(cookie ? 403 : 401);
    }
    expect(await t.handle.db.select().from(freezeTypes)).toHaveLength(0);
  });

  it('refuses a bad type on its field, then adds one', async () => {
    const bad = await call(as.admin, 'POST', '/club-console/freeze-types', { ...holiday, maxDays: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ message: FREEZE_MAX_BELOW_MIN_MESSAGE, field: 'maxDays' });
    const made = await call(as.admin, 'POST', '/club-console/freeze-types', holiday);
    expect(made.status).toBe(200);
    typeId = made.body.payload.id;
    expect(made.body.payload).toMatchObject({ ...holiday, active: true });
  });

  it('answers another club’s ADMIN with 404 for this club’s type', async () => {
    expect((await call(as.otherAdmin, 'PUT', `/club-console/freeze-types/${typeId}`, { ...holiday, feeCents: 0 })).status).toBe(404);
    expect((await call(as.otherAdmin, 'DELETE', `/club-console/freeze-types/${typeId}`)).status).toBe(404);
    const [row] = await t.handle.db.select().from(freezeTypes).where(eq(freezeTypes.id, typeId));
    expect(row).toMatchObject({ feeCents: 500, active: true });
  });
});

describe('a member’s freeze under the club’s rules', () => {
  it('refuses another member’s quote and freeze', async () => {
    const sam = (await call(await t.login('suspended@demo.club', DEMO_PASSWORD), 'GET', '/auth/me')).body.payload;
    expect((await call(as.member, 'POST', '/suspension/quote', freeze(d(7), d(20), { userId: sam.userId }))).status).toBe(403);
    expect((await call(as.member, 'POST', '/suspension', freeze(d(7), d(20), { userId: sam.userId }))).status).toBe(403);
  });

  it('lists the active types to the member', async () => {
    const list = await call(as.member, 'GET', '/suspension/freeze-types');
    expect(list.body.payload).toEqual([expect.objectContaining({ id: typeId, name: 'Holiday' })]);
  });

  it.each([
    ['no type chosen', () => freeze(d(7), d(20), { freezeTypeId: 0 }), 'freezeTypeId', FREEZE_TYPE_REQUIRED],
    ['starting in the past', () => freeze(d(-1), d(10)), 'suspendFromString', FROM_BEFORE_TODAY],
    ['inside the notice', () => freeze(d(1), d(10)), 'suspendFromString', freezeNotice(3, d(3))],
    ['shorter than the minimum', () => freeze(d(7), d(10)), 'suspendToString', freezeTooShort(7)],
    ['longer than the maximum', () => freeze(d(7), d(40)), 'suspendToString', freezeTooLong(28)],
  ])('refuses a freeze %s, on its field, in the quote and the freeze alike', async (_what, body, field, message) => {
    for (const url of ['/suspension/quote', '/suspension']) {
      const res = await call(as.member, 'POST', url, body());
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ message, field });
    }
    const m = (await t.handle.db.select().from(memberships).innerJoin(users, eq(users.memberId, memberships.memberId)).where(eq(users.email, 'member@demo.club')))[0]!.memberships;
    expect(await t.handle.db.select().from(suspensions).where(eq(suspensions.membershipId, m.id))).toHaveLength(0);
  });

  it('quotes the fee and the debits after, and stores the freeze as quoted (a forged fee is ignored)', async () => {
    const quote = await call(as.member, 'POST', '/suspension/quote', freeze(d(7), d(20)));
    expect(quote.status).toBe(200);
    const q = quote.body.payload;
    expect(q).toMatchObject({ days: 14, feeCents: 1000 });
    expect(q.debitsNow).toHaveLength(3);
    // A debit due on or after the first frozen day waits the 14 frozen days.
    const next = q.debitsNow[0].date as string;
    expect(q.debitsAfter[0].date).toBe(next >= addDays(TODAY, 7) ? addDays(next, 14) : next);

    // The fee is charged to a stored card (api/test/suspension-fee.test.ts): give the member one.
    const memberId = (await t.handle.db.select().from(users).where(eq(users.email, 'member@demo.club')))[0]!.memberId!;
    await t.handle.db.insert(paymentMethods).values({ memberId, kind: 'card', cardToken: 'tok_sbx_ok_rules', cardBrand: 'Visa', cardLast4: '4242', cardExpiryMonth: 12, cardExpiryYear: 2030, nameOnCard: 'Alex Morgan' });
    const done = await call(as.member, 'POST', '/suspension', freeze(d(7), d(20), { feeCents: 0 }), { 'idempotency-key': 'rules-freeze' });
    expect(done.status).toBe(200);
    const [row] = await t.handle.db.select().from(suspensions).where(eq(suspensions.freezeTypeId, typeId));
    expect(row).toMatchObject({ fromDate: addDays(TODAY, 7), toDate: addDays(TODAY, 20), feeCents: 1000 });
    const paid = await t.handle.db.select().from(payments).where(eq(payments.purpose, 'freeze-fee'));
    expect(paid.map((p) => [p.memberId, p.amountCents, p.status])).toEqual([[memberId, 1000, 'approved']]);
  });

  it('refuses a freeze overlapping the one taken', async () => {
    const res = await call(as.member, 'POST', '/suspension/quote', freeze(d(14), d(30)));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ message: FREEZE_OVERLAPS, field: 'suspendFromString' });
  });

  it('refuses more freezes in a year than the type allows', async () => {
    await t.handle.db.update(freezeTypes).set({ maxPerYear: 1 }).where(eq(freezeTypes.id, typeId));
    const res = await call(as.member, 'POST', '/suspension/quote', freeze(d(60), d(70)));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ message: freezeTooMany(1), field: 'freezeTypeId' });
  });
});
