// Cancel online: the attacks first (another member's cancellation, STAFF or a member answering a
// request, forged dates and fees in the body), then the quote a member confirms (notice, minimum
// term, debits still to come, fee), what confirming does (end date, bookings after it, the e-mail
// and the in-app notice with one reference), withdrawing, the club's "request only", and the job
// that ends the membership the day after its last day. The clock is pinned (PORTAL_NOW).
import { and, eq, gte, ne } from 'drizzle-orm';
import { CANCEL_ALREADY, CANCEL_DECLINE_NOTE_REQUIRED, CANCEL_NOTHING_TO_WITHDRAW, CANCEL_TOO_LATE_TO_WITHDRAW, cancelInMinimumTerm } from '@portal/shared/messages';
import type { CancellationPanel } from '@portal/shared/contracts';
import { jobContext } from '../src/app';
import { classBookings, classSchedules, clubs, membershipCancellations, memberships, membershipTypes, notifications, outbox, users } from '../src/db/schema';
import { addDays, displayDate } from '../src/lib/member-context';
import { pinClock, resetClock } from '../src/lib/clock';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { demoClubId } from './bookings-helpers/fixtures';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';
import { apiCalls } from './helpers/console-api';

// Monday 2 March 2026, 10:00 in Sydney.
const NOW = '2026-03-01T23:00:00Z';
const TODAY = '2026-03-02';

let t: TestApp;
let clubId: number;
let as: Record<'member' | 'renew' | 'suspended' | 'admin' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  clubId = await demoClubId(t.handle.db);
  as = await demoLogins(t, 'member', 'renew', 'suspended', 'admin', 'staff');
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const call = apiCalls(() => t);
const me = async (cookie: string) => (await call(cookie, 'GET', '/auth/me')).body.payload as { memberNumber: string; userId: number };

async function membershipOf(email: string) {
  const [row] = await t.handle.db
    .select({ m: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.memberId, memberships.memberId))
    .where(and(eq(users.email, email), ne(memberships.status, 'pending')));
  return row!.m;
}
async function setType(email: string, values: Partial<typeof membershipTypes.$inferInsert>) {
  const m = await membershipOf(email);
  await t.handle.db.update(membershipTypes).set(values).where(eq(membershipTypes.id, m.membershipTypeId));
}
async function setFlags(flags: Record<string, boolean>) {
  const [club] = await t.handle.db.select().from(clubs).where(eq(clubs.id, clubId));
  await t.handle.db.update(clubs).set({ flags: { ...club!.flags, ...flags } }).where(eq(clubs.id, clubId));
}
async function reset(email: string) {
  const m = await membershipOf(email);
  await t.handle.db.delete(membershipCancellations).where(eq(membershipCancellations.membershipId, m.id));
  await t.handle.db.update(memberships).set({ endDate: null, status: 'active' }).where(eq(memberships.id, m.id));
}

describe('attacks', () => {
  it('refuses another member’s quote, cancellation and withdrawal', async () => {
    const sam = await me(as.suspended);
    expect((await call(as.member, 'GET', `/cancellation/${sam.memberNumber}`)).status).toBe(403);
    expect((await call(as.member, 'POST', '/cancellation', { userId: sam.userId, reason: '' })).status).toBe(403);
    expect((await call(as.member, 'DELETE', `/cancellation/${sam.memberNumber}`)).status).toBe(403);
    expect((await call(undefined, 'POST', '/cancellation', { userId: sam.userId, reason: '' })).status).toBe(401);
    const [open] = await t.handle.db.select().from(membershipCancellations);
    expect(open).toBeUndefined();
  });

  it('lets only the ADMIN answer a request or read the console list', async () => {
    for (const cookie of [as.staff, as.member]) {
      expect((await call(cookie, 'GET', '/club-console/cancellations')).status).toBe(403);
      expect((await call(cookie, 'POST', '/club-console/cancellations/1/decision', { decision: 'approve', note: '' })).status).toBe(403);
    }
  });

  it('lets only the ADMIN set a type’s notice and early-cancel rules', async () => {
    const types = (await call(as.admin, 'GET', '/club-console/membership-types')).body.payload as Array<Record<string, unknown>>;
    const { id, active: _a, memberCount: _c, ...input } = types.find((x) => x.description === 'Flexi No Contract')!;
    const change = { ...input, cancelNoticeDays: 14 };
    expect((await call(as.staff, 'PUT', `/club-console/membership-types/${id}`, change)).status).toBe(403);
    expect((await call(as.member, 'PUT', `/club-console/membership-types/${id}`, change)).status).toBe(403);
    const bad = await call(as.admin, 'PUT', `/club-console/membership-types/${id}`, { ...input, cancelNoticeDays: 400 });
    expect(bad.status).toBe(400);
    const saved = await call(as.admin, 'PUT', `/club-console/membership-types/${id}`, { ...input, cancelNoticeDays: 30 });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.cancelNoticeDays).toBe(30);
  });

  it('takes no date or fee from the body: what is stored is the server’s quote', async () => {
    const sam = await me(as.suspended);
    const quote = (await call(as.suspended, 'GET', `/cancellation/${sam.memberNumber}`)).body.payload.quote;
    const res = await call(as.suspended, 'POST', '/cancellation', { userId: sam.userId, reason: 'Moving', effectiveDate: TODAY, feeCents: 0, remainingDebits: [], status: 'confirmed' });
    if (res.status === 400) return; // a body with unknown fields refused outright is as good
    expect(res.status).toBe(200);
    const [row] = await t.handle.db.select().from(membershipCancellations);
    expect(row!.effectiveDate).toBe(quote.effectiveDate);
    expect(row!.effectiveDate).not.toBe(TODAY);
    expect(row!.remainingDebits).toEqual(quote.remainingDebits);
    await reset('suspended@demo.club');
  });
});

describe('the quote and confirming it', () => {
  it('quotes notice, debits still to come and no fee for a type without a minimum term', async () => {
    const sam = await me(as.suspended);
    const m = await membershipOf('suspended@demo.club');
    const panel = (await call(as.suspended, 'GET', `/cancellation/${sam.memberNumber}`)).body.payload as CancellationPanel;
    expect(panel.current).toBeNull();
    const q = panel.quote!;
    expect(q.effectiveDate).toBe(addDays(TODAY, 30));
    expect(q.feeCents).toBe(0);
    expect(q.refusal).toBe('');
    // Weekly debits dated before the effective date, from the next one the suspension moved.
    const expected: string[] = [];
    for (let d = m.nextPaymentDate!; d < q.effectiveDate; d = addDays(d, 7)) expected.push(d);
    expect(q.remainingDebits.map((d) => d.date)).toEqual(expected);
    expect(q.remainingDebitsCents).toBe(expected.length * m.nextPaymentAmountCents!);
  });

  it('refuses a cancellation inside the minimum term when the type forbids it, on its field', async () => {
    await setType('member@demo.club', { earlyCancelAllowed: false });
    const alex = await me(as.member);
    const m = await membershipOf('member@demo.club');
    const res = await call(as.member, 'POST', '/cancellation', { userId: alex.userId, reason: '' });
    const termEnds = addDays(new Date(Date.UTC(+m.startDate.slice(0, 4), +m.startDate.slice(5, 7) - 1 + 12, +m.startDate.slice(8, 10))).toISOString().slice(0, 10), -1);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ message: cancelInMinimumTerm(displayDate(termEnds)), field: 'effectiveDate' });
    expect((await membershipOf('member@demo.club')).endDate).toBeNull();
  });

  it('confirms: ends the membership on the effective date, cancels bookings after it, tells the member with one reference', async () => {
    // Early cancel allowed for a fee, no notice: the last day is today, tomorrow's bookings go.
    await setType('member@demo.club', { earlyCancelAllowed: true, earlyCancelFeeCents: 9900, cancelNoticeDays: 0 });
    const alex = await me(as.member);
    const quote = (await call(as.member, 'GET', `/cancellation/${alex.memberNumber}`)).body.payload.quote;
    expect(quote).toMatchObject({ effectiveDate: TODAY, feeCents: 9900, mode: 'online', refusal: '' });
    const m = await membershipOf('member@demo.club');
    // Live bookings on days after today (the last day): Sydney midnight is 13:00 UTC.
    const liveAfterToday = () =>
      t.handle.db
        .select({ id: classBookings.id })
        .from(classBookings)
        .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
        .where(and(eq(classBookings.memberId, m.memberId), ne(classBookings.status, 'Cancelled'), gte(classSchedules.startsAt, new Date('2026-03-02T13:00:00Z'))));
    expect((await liveAfterToday()).length).toBeGreaterThan(0);

    const res = await call(as.member, 'POST', '/cancellation', { userId: alex.userId, reason: 'Moving away' });
    expect(res.status).toBe(200);
    const c = res.body.payload;
    expect(c).toMatchObject({ status: 'confirmed', effectiveDate: TODAY, feeCents: 9900, canWithdraw: true });
    expect(c.reference).toMatch(/^CAN-[A-Z0-9]{8}$/);
    expect((await membershipOf('member@demo.club')).endDate).toBe(TODAY);
    expect(await liveAfterToday()).toHaveLength(0);

    // Twice: refused on its field, nothing changes.
    const twice = await call(as.member, 'POST', '/cancellation', { userId: alex.userId, reason: '' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toMatchObject({ message: CANCEL_ALREADY, field: 'membership' });

    // In-app at once, e-mail through the delivery job: same date, same reference.
    const [inApp] = await t.handle.db.select().from(notifications).where(and(eq(notifications.memberId, m.memberId), eq(notifications.eventType, 'membership-changed')));
    expect(inApp!.body).toContain(c.reference);
    expect(inApp!.body).toContain(displayDate(TODAY));
    await runDueJobs(t.handle.db, jobContext(t.config), { limit: 200 });
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'member@demo.club'));
    const mail = mails.find((x) => x.bodyText.includes(c.reference));
    expect(mail?.subject).toContain('Membership cancelled');
    expect(mail?.bodyText).toContain(displayDate(TODAY));

    // The page shows the same cancellation.
    const panel = (await call(as.member, 'GET', `/cancellation/${alex.memberNumber}`)).body.payload as CancellationPanel;
    expect(panel.current).toMatchObject({ reference: c.reference, effectiveDate: TODAY, status: 'confirmed' });
    expect(panel.quote).toBeNull();
  });

  it('withdraws before the end, and refuses a second withdrawal', async () => {
    const alex = await me(as.member);
    const res = await call(as.member, 'DELETE', `/cancellation/${alex.memberNumber}`);
    expect(res.status).toBe(200);
    expect(res.body.payload.status).toBe('withdrawn');
    expect((await membershipOf('member@demo.club')).endDate).toBeNull();
    const again = await call(as.member, 'DELETE', `/cancellation/${alex.memberNumber}`);
    expect(again.status).toBe(400);
    expect(again.body.errors).toMatchObject({ message: CANCEL_NOTHING_TO_WITHDRAW, field: 'membership' });
  });

  it('ends the membership the day after its last day (the job), and then it cannot be withdrawn', async () => {
    const alex = await me(as.member);
    expect((await call(as.member, 'POST', '/cancellation', { userId: alex.userId, reason: '' })).status).toBe(200);
    pinClock('2026-03-02T14:00:00Z'); // 01:00 on 3 March in Sydney
    try {
      await runDueJobs(t.handle.db, jobContext(t.config), { limit: 200 });
      expect((await membershipOf('member@demo.club')).status).toBe('ended');
      const late = await call(await t.login('member@demo.club', DEMO_PASSWORD), 'DELETE', `/cancellation/${alex.memberNumber}`);
      expect(late.status).toBe(400);
      expect(late.body.errors.message).toBe(CANCEL_TOO_LATE_TO_WITHDRAW);
    } finally {
      pinClock(NOW);
      await reset('member@demo.club');
      await setType('member@demo.club', { cancelNoticeDays: 30 });
    }
  });

  it('refuses a reason longer than its bound with 400', async () => {
    const sam = await me(as.suspended);
    const res = await call(as.suspended, 'POST', '/cancellation', { userId: sam.userId, reason: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toContain('reason');
  });
});

describe('request only', () => {
  beforeAll(() => setFlags({ cancellationRequestOnly: true }));
  afterAll(() => setFlags({ cancellationRequestOnly: false }));

  it('sends a request the ADMIN answers; the member sees its status', async () => {
    const sam = await me(as.suspended);
    const res = await call(as.suspended, 'POST', '/cancellation', { userId: sam.userId, reason: 'Injury' });
    expect(res.status).toBe(200);
    expect(res.body.payload.status).toBe('requested');
    expect((await membershipOf('suspended@demo.club')).endDate).toBeNull();

    const list = (await call(as.admin, 'GET', '/club-console/cancellations')).body.payload as Array<{ id: number; status: string; memberNumber: string; reason: string }>;
    const request = list.find((x) => x.memberNumber === sam.memberNumber)!;
    expect(request).toMatchObject({ status: 'requested', reason: 'Injury' });

    const noNote = await call(as.admin, 'POST', `/club-console/cancellations/${request.id}/decision`, { decision: 'decline', note: ' ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toMatchObject({ message: CANCEL_DECLINE_NOTE_REQUIRED, field: 'note' });

    const approved = await call(as.admin, 'POST', `/club-console/cancellations/${request.id}/decision`, { decision: 'approve', note: '' });
    expect(approved.status).toBe(200);
    expect(approved.body.payload.status).toBe('confirmed');
    expect((await membershipOf('suspended@demo.club')).endDate).toBe(approved.body.payload.effectiveDate);
    const panel = (await call(as.suspended, 'GET', `/cancellation/${sam.memberNumber}`)).body.payload as CancellationPanel;
    expect(panel.current?.status).toBe('confirmed');
    await reset('suspended@demo.club');
  });

  it('answers a request of another club with 404', async () => {
    const sam = await me(as.suspended);
    await call(as.suspended, 'POST', '/cancellation', { userId: sam.userId, reason: '' });
    const [row] = await t.handle.db.select().from(membershipCancellations);
    const [other] = await t.handle.db.select({ id: clubs.id }).from(clubs).where(ne(clubs.id, clubId));
    await t.handle.db.update(membershipCancellations).set({ clubId: other!.id }).where(eq(membershipCancellations.id, row!.id));
    expect((await call(as.admin, 'POST', `/club-console/cancellations/${row!.id}/decision`, { decision: 'approve', note: '' })).status).toBe(404);
    await t.handle.db.update(membershipCancellations).set({ clubId }).where(eq(membershipCancellations.id, row!.id));
    await reset('suspended@demo.club');
  });
});
