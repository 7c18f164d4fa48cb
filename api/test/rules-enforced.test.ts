// "Rules the UI hides are refused by the server": the shell hides menu entries by role,
// user type, club feature flag and enabled remote, but the API answered anyone who called it. Each
// rule is called here directly, as an attacker would, and must answer 403 with its message.
import { and, eq, sql } from 'drizzle-orm';
import {
  FEATURE_NOT_AVAILABLE,
  GUARDIANS_ONLY,
  GUEST_NOT_ALLOWED,
  MEMBERS_ONLY,
  SUSPENDED_NO_NEW_BOOKINGS,
} from '@portal/shared/messages';
import { classBookings, clubs, crecheSessions, memberKids, memberships, membershipTypes, paymentMethods, trainers, users } from '../src/db/schema';
import { createClass, createMembers, hoursFromNow, type TestMember } from './bookings-helpers/fixtures';
import { nextIp, type TestApp } from './helpers/test-app';
import { withDemoClubApp } from './helpers/shared-app';
import { firstRow } from '../src/lib/first-row';
import { sessionChangesHeard } from './helpers/session-changes';

let t: TestApp;
let clubId: number;

withDemoClubApp((demo) => ({ t, clubId } = demo));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(cookie: string, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, remoteAddress: nextIp(), ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function me(cookie: string): Promise<{ userId: number; memberNumber: string }> {
  return (await call(cookie, 'GET', '/auth/me')).json().payload;
}

/** status and message together, so a failure shows what the route did answer. */
async function answer(cookie: string, method: Method, url: string, payload?: unknown) {
  const res = await call(cookie, method, url, payload);
  return { status: res.statusCode, message: (res.json() as { errors: { message: string } }).errors.message };
}

async function setFlag(accountId: string, flag: string, on: boolean) {
  await t.handle.db.execute(
    sql`update clubs set flags = jsonb_set(flags, ${`{${flag}}`}::text[], ${on ? 'true' : 'false'}::jsonb) where account_id = ${accountId}`,
  );
  // Sessions are cached per instance until the database's change notice is heard.
  await sessionChangesHeard(t.handle);
}

const clubToday = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

async function bookableClass() {
  const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(30), capacity: 10 });
  return schedule.id;
}

describe('the GUEST role', () => {
  test('a GUEST may sign in and ask who they are, but every portal route answers 403 with the message', async () => {
    await t.handle.db.update(users).set({ role: 'GUEST' }).where(eq(users.email, 'renew@demo.club'));
    const cookie = await t.login('renew@demo.club', 'demo1234');
    const who = await me(cookie);
    expect((await call(cookie, 'GET', '/auth/me')).json().payload.role).toBe('GUEST');
    const refused = { status: 403, message: GUEST_NOT_ALLOWED };
    expect(await answer(cookie, 'GET', `/membership/${who.memberNumber}`)).toEqual(refused);
    expect(await answer(cookie, 'GET', '/book-gym-session/settings')).toEqual(refused);
    expect(await answer(cookie, 'POST', '/book-gym-session/book', { userId: who.memberNumber, classScheduleId: await bookableClass() })).toEqual(refused);
    expect(await answer(cookie, 'GET', `/profile/${who.memberNumber}/250/400`)).toEqual(refused);
    expect(await answer(cookie, 'GET', '/club/info')).toEqual(refused);
    expect(await answer(cookie, 'GET', '/shop/categories/DEMO01')).toEqual(refused);
    expect(await answer(cookie, 'GET', `/payments/last-card/${who.memberNumber}`)).toEqual(refused);
    // Public routes stay public.
    expect((await call(cookie, 'GET', '/public/club/DEMO01')).statusCode).toBe(200);
  });
});

describe('club feature flags and remotes', () => {
  test('allowMemberPaymentChange off: Update Payment Method is refused and nothing is saved', async () => {
    const cookie = await t.login('member@demo.club', 'demo1234');
    const who = await me(cookie);
    const body = { paymentType: 19, bsbNumber1: '032', bsbNumber2: '000', accountNumber: '123456789', accountName: 'Alex Morgan', userId: who.memberNumber };
    const countMethods = async () => (await t.handle.db.select().from(paymentMethods)).length;
    const before = await countMethods();
    await setFlag('DEMO01', 'allowMemberPaymentChange', false);
    try {
      expect(await answer(cookie, 'POST', '/payments/payment-setup', body)).toEqual({ status: 403, message: FEATURE_NOT_AVAILABLE });
      expect(await countMethods()).toBe(before);
    } finally {
      await setFlag('DEMO01', 'allowMemberPaymentChange', true);
    }
    // The same request with the flag on is accepted: the refusal was the flag's.
    expect((await call(cookie, 'POST', '/payments/payment-setup', body)).statusCode).toBe(200);
  });

  test('bookClass off: a class booking is refused and no booking row is written', async () => {
    const cookie = await t.login('member@demo.club', 'demo1234');
    const who = await me(cookie);
    const scheduleId = await bookableClass();
    await setFlag('DEMO01', 'bookClass', false);
    try {
      expect(await answer(cookie, 'POST', '/book-gym-session/book', { userId: who.memberNumber, classScheduleId: scheduleId })).toEqual({
        status: 403,
        message: FEATURE_NOT_AVAILABLE,
      });
    } finally {
      await setFlag('DEMO01', 'bookClass', true);
    }
    expect(await t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, scheduleId))).toHaveLength(0);
  });

  test("a remote the club switches off: its API routes refuse for that club's members", async () => {
    // DEMO02 enables only mf-account, mf-shop and mf-public.
    const lite = firstRow(await t.handle.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO02')), 'lite');
    expect(lite.enabledRemotes).not.toContain('mf-bookings');
    const cookie = await t.login('lite@demo.club', 'demo1234');
    const who = await me(cookie);
    const off = { status: 403, message: FEATURE_NOT_AVAILABLE };
    expect(await answer(cookie, 'GET', '/book-gym-session/settings')).toEqual(off);
    expect(await answer(cookie, 'POST', '/book-gym-session/search', { userId: who.memberNumber, selectedDate: clubToday(1) })).toEqual(off);
    expect(await answer(cookie, 'GET', `/bookings/current/class/${who.memberNumber}`)).toEqual(off);
    expect(await answer(cookie, 'GET', `/membership/${who.memberNumber}`)).toEqual(off);
    expect(await answer(cookie, 'GET', '/suspension/reasons')).toEqual(off);
    expect(await answer(cookie, 'GET', `/extras/active/${who.memberNumber}`)).toEqual(off);
    // What the club does enable still works.
    expect((await call(cookie, 'GET', '/shop/categories/DEMO02')).statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/profile/${who.memberNumber}/250/400`)).statusCode).toBe(200);
  });
});

describe('a suspended member makes no new bookings', () => {
  async function ptAndCrecheTargets(memberId: number) {
    const trainer = firstRow(await t.handle.db.insert(trainers).values({ clubId, name: `Rules Trainer ${Math.random()}`, requireSubscription: false }).returning(), 'trainer');
    const kid = firstRow(await t.handle.db.insert(memberKids).values({ memberId, firstName: 'Kit', lastName: 'Paused' }).returning(), 'kid');
    const startsAt = hoursFromNow(50);
    const session = firstRow(await t.handle.db
      .insert(crecheSessions)
      .values({ clubId, name: 'Rules Creche', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 5 })
      .returning(), 'session');
    return { trainerId: trainer.id, kidId: kid.id, sessionId: session.id };
  }

  async function expectNoNewBookings(cookie: string, memberNumber: string, memberId: number) {
    const refused = { status: 403, message: SUSPENDED_NO_NEW_BOOKINGS };
    const { trainerId, kidId, sessionId } = await ptAndCrecheTargets(memberId);
    expect(await answer(cookie, 'POST', '/book-gym-session/book', { userId: memberNumber, classScheduleId: await bookableClass() })).toEqual(refused);
    expect(
      await answer(cookie, 'POST', '/pt/book', { trainerId, userId: memberNumber, trainingDate: clubToday(3), startTime: '09:00', endTime: '10:00' }),
    ).toEqual(refused);
    expect(await answer(cookie, 'POST', '/creche/book', { classScheduleId: sessionId, childId: kidId })).toEqual(refused);
    expect(await answer(cookie, 'POST', '/bookings/waiting-to-book/1', undefined)).toEqual(refused);
    // Reading what they have is not a new booking.
    expect((await call(cookie, 'GET', `/bookings/current/class/${memberNumber}`)).statusCode).toBe(200);
  }

  test('the seeded suspended member is refused class, PT, creche and wait-list bookings', async () => {
    const cookie = await t.login('suspended@demo.club', 'demo1234');
    const who = await me(cookie);
    const row = firstRow(await t.handle.db.select({ memberId: users.memberId }).from(users).where(eq(users.id, who.userId)), 'row');
    await expectNoNewBookings(cookie, who.memberNumber, row.memberId!);
  });

  test('a member who suspends from today is refused, and books again once unsuspended', async () => {
    const db = t.handle.db;
    const member: TestMember = firstRow(await createMembers(t, clubId, 1, 'R'), 'member');
    const type = firstRow(await db.select().from(membershipTypes).where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.isDirectDebit, true))).limit(1), 'type');
    await db.insert(memberships).values({
      memberId: member.id, membershipTypeId: type.id, contractType: 'Direct Debit', status: 'active',
      startDate: clubToday(-30), paymentStartDate: clubToday(-30), nextPaymentDate: clubToday(10), nextPaymentAmountCents: type.priceCents,
    });
    const user = firstRow(await db.select().from(users).where(eq(users.memberId, member.id)), 'user');
    const reasons = (await call(member.cookie, 'GET', '/suspension/reasons')).json().payload;
    const suspend = await call(member.cookie, 'POST', '/suspension', {
      userId: user.id, reasonId: reasons[0].reasonId, suspendFromString: ddmmyyyy(clubToday()), suspendToString: ddmmyyyy(clubToday(7)),
    });
    expect(suspend.json()).toMatchObject({ statusCode: 200, payload: 'success' });
    await expectNoNewBookings(member.cookie, member.memberNumber, member.id);

    expect((await call(member.cookie, 'DELETE', `/suspension/${member.memberNumber}`)).json().payload).toBe('success');
    const booked = await call(member.cookie, 'POST', '/book-gym-session/book', { userId: member.memberNumber, classScheduleId: await bookableClass() });
    expect(booked.json()).toMatchObject({ statusCode: 200, payload: { bookingStatus: 'Booked' } });
  });
});

describe('a prospect (user type 6) has no member-only actions', () => {
  test('booking, membership, children, extras, suspension and payment details answer 403 members only', async () => {
    const cookie = await t.login('prospect@demo.club', 'demo1234');
    const who = await me(cookie);
    const membersOnly = { status: 403, message: MEMBERS_ONLY };
    expect(await answer(cookie, 'POST', '/book-gym-session/book', { userId: who.memberNumber, classScheduleId: await bookableClass() })).toEqual(membersOnly);
    expect(await answer(cookie, 'GET', `/membership/${who.memberNumber}`)).toEqual(membersOnly);
    expect(await answer(cookie, 'GET', `/creche/kids/${who.memberNumber}`)).toEqual(membersOnly);
    expect(
      await answer(cookie, 'POST', '/member-kids', { firstName: 'Pip', lastName: 'Prospect', dateOfBirth: '01/02/2020', gender: 'F' }),
    ).toEqual(membersOnly);
    expect(await answer(cookie, 'GET', '/suspension/reasons')).toEqual(membersOnly);
    expect(await answer(cookie, 'GET', `/extras/active/${who.memberNumber}`)).toEqual(membersOnly);
    expect(
      await answer(cookie, 'POST', '/payments/payment-setup', { paymentType: 19, bsbNumber1: '032', bsbNumber2: '000', accountNumber: '123456789', accountName: 'Pat Prospect' }),
    ).toEqual(membersOnly);
    expect(await answer(cookie, 'GET', '/swim/students')).toEqual({ status: 403, message: GUARDIANS_ONLY });
    // Their own profile endpoint still answers.
    expect((await call(cookie, 'GET', `/prospect-profile/${who.memberNumber}/250/400`)).statusCode).toBe(200);
  });
});
