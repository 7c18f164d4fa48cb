// One payer for a family: the attacks first (a dependant changing the payer's card, a member or
// payer naming someone else's dependant, STAFF or another club's ADMIN in the console, a forged
// member in the body, a replayed purchase), then what works: the payer buys the teenager's class
// pack with their stored card, the receipt goes to the payer, the teenager books with the pack
// under their own login, the console adds, creates and removes dependants.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { HOUSEHOLD_NOT_YOURS, PAYER_CARD_LOCKED, payerPaysMessage } from '@portal/shared/messages';
import { classSchedules, members, memberSubscriptions, outbox, payments, paymentMethods, subscriptions } from '../src/db/schema';
import { loginMember } from './bookings-helpers/fixtures';
import { apiCalls, consoleLogins } from './helpers/console-api';
import { demoLogins, type TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';

let t: TestApp;
let clubId: number;
let as: Record<'parent' | 'teen' | 'member' | 'admin' | 'staff' | 'otherAdmin', string>;
let kai: typeof members.$inferSelect;
let morgan: typeof members.$inferSelect;
let packId: number;

withSignedInDemoClub(async (app) => ({ ...(await consoleLogins(app)), ...(await demoLogins(app, 'parent', 'teen')) }), (demo) => ({ t, clubId, as } = demo));
beforeAll(async () => {
  const member = async (email: string) => (await loginMember(t.handle.db, email)).member;
  kai = await member('teen@demo.club');
  morgan = await member('parent@demo.club');
  packId = (await t.handle.db.select().from(subscriptions).where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.name, 'Group Fitness 20 Pack'))))[0]!.id;
});

const call = apiCalls(() => t);
const buy = (cookie: string, memberNumber: string, key: string, body: object = { subscriptionId: packId }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/extras/household/${memberNumber}/buy-subscription`,
    headers: { cookie, 'idempotency-key': key },
    payload: body,
  });
const packsOf = (memberId: number) => t.handle.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.memberId, memberId)).orderBy(asc(memberSubscriptions.id));
const mailsTo = async (to: string) => t.handle.db.select().from(outbox).where(eq(outbox.toAddress, to));

describe('attacks', () => {
  it('a dependant cannot change the payer’s card: 403 with the message on the field, the card unchanged', async () => {
    const before = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, morgan.id));
    const res = await call(as.teen, 'POST', '/payments/payment-setup', { paymentType: 17, ccNumber: '4111111111111111', ccNameOnCard: 'Kai Hale', ccExpiryMonth: 12, ccExpiryYear: 2035, ccCVV: '123' });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ message: `${payerPaysMessage('Morgan Hale')} ${PAYER_CARD_LOCKED}`, field: 'ccNumber' });
    const dd = await call(as.teen, 'POST', '/payments/payment-setup', { paymentType: 19, accountName: 'Kai', bsb: '062-000', accountNumber: '12345678' });
    expect(dd.status).toBe(403);
    expect(dd.body.errors.field).toBe('accountNumber');
    expect(await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, morgan.id))).toEqual(before);
    expect(await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, kai.id))).toEqual([]);
  });

  it('a member who is not the payer cannot buy for, read or cancel for someone else’s dependant', async () => {
    const res = await buy(as.member, kai.memberNumber, 'hh-attack-1');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.message).toBe(HOUSEHOLD_NOT_YOURS);
    expect((await call(as.member, 'POST', `/household/${kai.memberNumber}/bookings/1/cancel`)).status).toBe(403);
    // The payer names a member who is not their dependant (the demo member, Alex).
    expect((await buy(as.parent, '100001', 'hh-attack-2')).statusCode).toBe(403);
    // A dependant is not a payer: they cannot buy for their payer.
    expect((await buy(as.teen, morgan.memberNumber, 'hh-attack-3')).statusCode).toBe(403);
    expect(await packsOf(kai.id)).toEqual([]);
  });

  it('a forged member in the body changes nothing: the route’s dependant holds the pack, the payer pays', async () => {
    const alex = (await t.handle.db.select().from(members).where(eq(members.memberNumber, '100001')))[0]!;
    const res = await buy(as.parent, kai.memberNumber, 'hh-forged', { subscriptionId: packId, memberId: alex.id, userId: alex.id });
    expect(res.statusCode).toBe(200);
    expect((await packsOf(alex.id)).filter((p) => p.subscriptionId === packId)).toEqual([]);
    expect(await packsOf(kai.id)).toHaveLength(1);
    await t.handle.db.delete(memberSubscriptions).where(eq(memberSubscriptions.memberId, kai.id));
  });

  it('the console: STAFF is refused, another club’s ADMIN finds no such member', async () => {
    expect((await call(as.staff, 'GET', `/club-console/members/${morgan.memberNumber}/household`)).status).toBe(403);
    expect((await call(as.staff, 'POST', `/club-console/members/${morgan.memberNumber}/household/dependants`, { memberNumber: '100002' })).status).toBe(403);
    expect((await call(as.member, 'POST', `/club-console/members/${morgan.memberNumber}/household/dependants`, { memberNumber: '100002' })).status).toBe(403);
    expect((await call(as.otherAdmin, 'POST', `/club-console/members/${morgan.memberNumber}/household/dependants`, { memberNumber: '100002' })).status).toBe(404);
    expect((await call(as.otherAdmin, 'DELETE', `/club-console/members/${morgan.memberNumber}/household/dependants/${kai.memberNumber}`)).status).toBe(404);
    const household = await call(as.admin, 'GET', `/club-console/members/${morgan.memberNumber}/household`);
    expect(household.body.payload.dependants.map((d: { memberNumber: string }) => d.memberNumber)).toEqual([kai.memberNumber]);
  });

  it('the console refuses what would make two payers or a loop, with the message on the field', async () => {
    const self = await call(as.admin, 'POST', `/club-console/members/${morgan.memberNumber}/household/dependants`, { memberNumber: morgan.memberNumber });
    expect(self.status).toBe(400);
    expect(self.body.errors.field).toBe('memberNumber');
    const taken = await call(as.admin, 'POST', '/club-console/members/100001/household/dependants', { memberNumber: kai.memberNumber });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ message: 'Kai Hale is already paid for by Morgan Hale.', field: 'memberNumber' });
    const payerAsDependant = await call(as.admin, 'POST', '/club-console/members/100001/household/dependants', { memberNumber: morgan.memberNumber });
    expect(payerAsDependant.status).toBe(409);
    const unknown = await call(as.admin, 'POST', '/club-console/members/100001/household/dependants', { memberNumber: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.field).toBe('memberNumber');
    const badDate = await call(as.admin, 'POST', `/club-console/members/${morgan.memberNumber}/household/new-dependant`, { firstName: 'A', lastName: 'B', dateOfBirth: '2099-01-01', email: '', ownLogin: false });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.field).toBe('dateOfBirth');
    const noMail = await call(as.admin, 'POST', `/club-console/members/${morgan.memberNumber}/household/new-dependant`, { firstName: 'A', lastName: 'B', dateOfBirth: '2012-01-01', email: '', ownLogin: true });
    expect(noMail.status).toBe(400);
    expect(noMail.body.errors.field).toBe('email');
  });
});

describe('one payer for a family', () => {
  it('each login is told who pays; the payer sees the dependant and what can be bought', async () => {
    expect((await call(as.teen, 'GET', '/household/payer')).body.payload).toEqual({ payerName: 'Morgan Hale', isDependant: true, isPayer: false });
    expect((await call(as.parent, 'GET', '/household/payer')).body.payload).toEqual({ payerName: '', isDependant: false, isPayer: true });
    expect((await call(as.member, 'GET', '/household/payer')).body.payload).toEqual({ payerName: '', isDependant: false, isPayer: false });
    const household = (await call(as.parent, 'GET', '/household')).body.payload;
    expect(household.payerCard).toBe('**** **** **** 4444');
    expect(household.dependants).toEqual([expect.objectContaining({ memberNumber: kai.memberNumber, name: 'Kai Hale', hasLogin: true, packs: [], bookings: [] })]);
    expect(household.offers.map((o: { name: string }) => o.name)).toContain('Group Fitness 20 Pack');
  });

  it('the payer buys the teenager’s pack: charged once to the payer’s card (a replay charges nothing), the receipt mailed to the payer', async () => {
    const first = await buy(as.parent, kai.memberNumber, 'hh-buy-1');
    expect(first.statusCode).toBe(200);
    const again = await buy(as.parent, kai.memberNumber, 'hh-buy-1');
    expect(again.json().payload).toEqual(first.json().payload);
    const paid = await t.handle.db.select().from(payments).where(and(eq(payments.memberId, morgan.id), eq(payments.idempotencyKey, `member:${morgan.id}/hh-buy-1`)));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 18000, status: 'approved', description: 'Group Fitness 20 Pack for Kai Hale', cardLast4: '4444' });
    expect(await t.handle.db.select().from(payments).where(eq(payments.memberId, kai.id))).toEqual([]);
    expect((await packsOf(kai.id)).map((p) => p.remaining)).toEqual([20]);
    const receipts = (await mailsTo('parent@demo.club')).filter((m) => m.subject?.endsWith(`receipt ${paid[0]!.id}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.bodyText).toContain('$180.00');
    expect(await mailsTo('teen@demo.club')).toEqual([]);
  });

  it('the teenager books with their pack under their own login; cancelling in time gives the session back; the payer can cancel too', async () => {
    const now = new Date();
    const [schedule] = await t.handle.db
      .select()
      .from(classSchedules)
      .where(and(eq(classSchedules.clubId, clubId), gt(classSchedules.startsAt, new Date(now.getTime() + 30 * 3_600_000)), lt(classSchedules.startsAt, new Date(now.getTime() + 6 * 86_400_000)), sql`${classSchedules.totalBooked} < ${classSchedules.capacity}`))
      .orderBy(asc(classSchedules.startsAt))
      .limit(1);
    const booked = await call(as.teen, 'POST', '/book-gym-session/book', { classScheduleId: schedule!.id });
    expect(booked.body.payload.bookingStatus).toBe('Booked');
    expect((await packsOf(kai.id)).map((p) => p.remaining)).toEqual([19]);
    const household = (await call(as.parent, 'GET', '/household')).body.payload;
    expect(household.dependants[0].packs).toEqual([expect.objectContaining({ name: 'Group Fitness 20 Pack', remaining: 19 })]);
    expect(household.dependants[0].bookings.map((b: { bookingId: number }) => b.bookingId)).toEqual([booked.body.payload.bookedId]);
    // Someone else's booking is not the dependant's: the payer cannot cancel it through the household.
    expect((await call(as.parent, 'POST', `/household/${kai.memberNumber}/bookings/1/cancel`)).status).toBe(403);
    expect((await call(as.parent, 'POST', `/household/${kai.memberNumber}/bookings/${booked.body.payload.bookedId}/cancel`)).body.payload).toBe('success');
    expect((await packsOf(kai.id)).map((p) => p.remaining)).toEqual([20]);
  });

  it('the console adds an existing member, creates a teenager with a login link, and removes them (nothing they hold is lost)', async () => {
    const added = await call(as.admin, 'POST', '/club-console/members/100001/household/dependants', { memberNumber: '100002' });
    expect(added.body.payload.dependants.map((d: { name: string }) => d.name)).toEqual(['Riley Renew']);
    const riley = await call(as.admin, 'GET', '/club-console/members/100002/household');
    expect(riley.body.payload.payer).toMatchObject({ name: 'Alex Morgan' });
    const created = await call(as.admin, 'POST', '/club-console/members/100001/household/new-dependant', {
      firstName: 'Zoe', lastName: 'Morgan', dateOfBirth: '2011-05-01', email: 'zoe.morgan@example.com', ownLogin: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.payload.dependants.map((d: { name: string; hasLogin: boolean }) => [d.name, d.hasLogin])).toEqual([['Riley Renew', true], ['Zoe Morgan', true]]);
    const [invite] = await mailsTo('zoe.morgan@example.com');
    expect(invite!.bodyText).toMatch(/\/reset-password\?token=\S+/);
    const removed = await call(as.admin, 'DELETE', '/club-console/members/100001/household/dependants/100002');
    expect(removed.body.payload.dependants.map((d: { name: string }) => d.name)).toEqual(['Zoe Morgan']);
    expect((await call(as.admin, 'DELETE', '/club-console/members/100001/household/dependants/100002')).status).toBe(404);
    expect((await call(as.member, 'GET', '/household/payer')).body.payload.isPayer).toBe(true);
  });
});
