// The payer cancels a dependant's membership from /household: the attacks first (a member naming
// someone else's dependant, a dependant naming their payer, STAFF, another club, a forged member in
// the body), then the quote (the dependant's own), confirming (the dependant's end date, the payer
// told), cancelling twice (the member's own message) and withdrawing before the effective date.
import { and, eq, ne, sql } from 'drizzle-orm';
import { CANCEL_ALREADY, HOUSEHOLD_NOT_YOURS } from '@portal/shared/messages';
import { type members, membershipCancellations, memberships, notifications, users } from '../src/db/schema';
import { loginMember } from './bookings-helpers/fixtures';
import { apiCalls, consoleLogins } from './helpers/console-api';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let as: Record<'parent' | 'teen' | 'member' | 'admin' | 'staff' | 'otherAdmin', string>;
let kai: typeof members.$inferSelect;
let morgan: typeof members.$inferSelect;
let alex: { memberId: number; membershipId: number; userId: number };

const memberOf = async (email: string) => (await loginMember(t.handle.db, email)).member;
const membershipsOf = (memberId: number) => t.handle.db.select().from(memberships).where(and(eq(memberships.memberId, memberId), ne(memberships.status, 'pending')));

beforeAll(async () => {
  t = await createTestApp();
  as = { ...(await consoleLogins(t)), ...(await demoLogins(t, 'parent', 'teen')) };
  kai = await memberOf('teen@demo.club');
  morgan = await memberOf('parent@demo.club');
  // The demo teen holds no membership: give them one like the demo member's.
  const [a] = await t.handle.db.select({ m: memberships, userId: users.id }).from(memberships).innerJoin(users, eq(users.memberId, memberships.memberId)).where(and(eq(users.email, 'member@demo.club'), ne(memberships.status, 'pending')));
  alex = { memberId: a!.m.memberId, membershipId: a!.m.id, userId: a!.userId };
  const { id: _id, ...copy } = a!.m;
  await t.handle.db.insert(memberships).values({ ...copy, memberId: kai.id, endDate: null, status: 'active' });
});
afterAll(async () => {
  await t.close();
});

const call = apiCalls(() => t);
const url = (memberNumber: string) => `/household/${memberNumber}/cancellation`;
const noCancellations = async () => expect(await t.handle.db.select().from(membershipCancellations)).toEqual([]);

describe('attacks', () => {
  it('a member who is not the payer cannot read, cancel or withdraw for someone else’s dependant', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(as.member, method, url(kai.memberNumber), method === 'POST' ? { reason: '' } : undefined);
      expect(res.status).toBe(403);
      expect(res.body.errors.message).toBe(HOUSEHOLD_NOT_YOURS);
    }
    await noCancellations();
  });

  it('the payer cannot name a member who is not their dependant, nor the dependant their payer', async () => {
    expect((await call(as.parent, 'GET', url('100001'))).status).toBe(403);
    expect((await call(as.parent, 'POST', url('100001'), { reason: '' })).status).toBe(403);
    expect((await call(as.teen, 'POST', url(morgan.memberNumber), { reason: '' })).status).toBe(403);
    await noCancellations();
    expect((await membershipsOf(alex.memberId))[0]!.endDate).toBeNull();
  });

  it('STAFF and another club’s ADMIN are refused', async () => {
    expect((await call(as.staff, 'POST', url(kai.memberNumber), { reason: '' })).status).toBe(403);
    expect((await call(as.staff, 'GET', url(kai.memberNumber))).status).toBe(403);
    expect([403, 404]).toContain((await call(as.otherAdmin, 'POST', url(kai.memberNumber), { reason: '' })).status);
    expect((await call(undefined, 'POST', url(kai.memberNumber), { reason: '' })).status).toBe(401);
    await noCancellations();
  });
});

describe('the payer’s notice and the cancellation are one write', () => {
  // A failure writing the payer's notice (a crash between the two) must leave no cancellation behind,
  // else the payer is never told; and a retry must tell them once.
  it('a failing notice undoes the cancellation; the retry cancels and tells the payer once', async () => {
    const db = t.handle.db;
    await db.execute(sql.raw(`create function refuse_payer_notice() returns trigger language plpgsql as $$ begin if new.member_id = ${morgan.id} then raise exception 'notice lost'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger refuse_payer_notice before insert on notifications for each row execute function refuse_payer_notice()'));
    try {
      expect((await call(as.parent, 'POST', url(kai.memberNumber), { reason: '' })).status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_payer_notice on notifications'));
      await db.execute(sql.raw('drop function refuse_payer_notice()'));
    }
    await noCancellations();
    expect((await membershipsOf(kai.id))[0]!.endDate).toBeNull();
    const done = await call(as.parent, 'POST', url(kai.memberNumber), { reason: '' });
    expect(done.status).toBe(200);
    const payerNotices = async () => (await db.select().from(notifications).where(eq(notifications.memberId, morgan.id))).filter((n) => n.body.includes(done.body.payload.reference));
    expect(await payerNotices()).toHaveLength(1);
    expect((await call(as.parent, 'POST', url(kai.memberNumber), { reason: '' })).status).toBe(400);
    expect(await payerNotices()).toHaveLength(1);
    expect((await call(as.parent, 'DELETE', url(kai.memberNumber))).status).toBe(200);
    await db.delete(notifications);
    await db.delete(membershipCancellations);
  });
});

describe('the payer cancels for a dependant', () => {
  it('sees the dependant’s own quote', async () => {
    const payer = await call(as.parent, 'GET', url(kai.memberNumber));
    const own = await call(as.teen, 'GET', `/cancellation/${kai.memberNumber}`);
    expect(payer.status).toBe(200);
    expect(payer.body.payload.quote).not.toBeNull();
    expect(payer.body.payload).toEqual(own.body.payload);
  });

  it('confirms: a forged member in the body is ignored, the dependant’s membership ends at the quoted date, the payer is told', async () => {
    const quote = (await call(as.parent, 'GET', url(kai.memberNumber))).body.payload.quote;
    const res = await call(as.parent, 'POST', url(kai.memberNumber), { reason: 'Moving away', userId: alex.userId, memberId: alex.memberId });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ status: 'confirmed', effectiveDate: quote.effectiveDate, remainingDebits: quote.remainingDebits });
    expect((await membershipsOf(kai.id))[0]!.endDate).toBe(quote.effectiveDate);
    expect((await membershipsOf(alex.memberId))[0]!.endDate).toBeNull();
    const told = await t.handle.db.select().from(notifications).where(and(eq(notifications.memberId, morgan.id), eq(notifications.eventType, 'membership-changed')));
    expect(told.map((n) => n.body).join(' ')).toContain(res.body.payload.reference);
    const dependantTold = await t.handle.db.select().from(notifications).where(and(eq(notifications.memberId, kai.id), eq(notifications.eventType, 'membership-changed')));
    expect(dependantTold).toHaveLength(1);
  });

  it('cancelling twice is refused with the member’s own message', async () => {
    const twice = await call(as.parent, 'POST', url(kai.memberNumber), { reason: '' });
    const own = await call(as.teen, 'POST', '/cancellation', { userId: (await call(as.teen, 'GET', '/auth/me')).body.payload.userId, reason: '' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toMatchObject({ message: CANCEL_ALREADY, field: 'membership' });
    expect(twice.body.errors).toEqual(own.body.errors);
    expect((await call(as.parent, 'GET', url(kai.memberNumber))).body.payload).toMatchObject({ current: { status: 'confirmed', canWithdraw: true }, quote: null });
  });

  it('withdraws before the effective date: the membership goes on', async () => {
    const res = await call(as.parent, 'DELETE', url(kai.memberNumber));
    expect(res.status).toBe(200);
    expect(res.body.payload.status).toBe('withdrawn');
    expect((await membershipsOf(kai.id))[0]!.endDate).toBeNull();
    expect((await call(as.parent, 'DELETE', url(kai.memberNumber))).status).toBe(400);
  });
});
