// A member's own freeze with a fee: the fee the server computes (never one in the body) is charged
// once to the member's stored card (payOnce, their Idempotency-Key) in the freeze's transaction,
// with a receipt; with a bank account and no card, the fee is a one-off debit billing collects.
// No method, a declined card or no key stores no freeze; a replay charges nothing more; a freeze
// without a fee needs neither card nor key, as before. The clock is pinned.
import { and, eq, like } from 'drizzle-orm';
import { FREEZE_FEE_NEEDS_CARD } from '@portal/shared/messages';
import { billingDebits, members, memberships, outbox, paymentMethods, payments, suspensions, users } from '../src/db/schema';
import { pinClock, resetClock } from '../src/lib/clock';
import { clubInstant } from '../src/lib/club-calendar';
import { runClubBilling } from '../src/modules/billing';
import { addDays, displayDate } from '../src/lib/member-context';
import { apiCalls } from './helpers/console-api';
import { demoLogins, type TestApp, createTestApp } from './helpers/test-app';

// Monday 2 March 2026, 10:00 in Sydney.
const NOW = '2026-03-01T23:00:00Z';
const TODAY = '2026-03-02';
const d = (days: number) => displayDate(addDays(TODAY, days));

let t: TestApp;
let as: Record<'member' | 'admin', string>;
let alex: { userId: number; memberId: number };
let reasonId: number;
let typeId: number;

const call = apiCalls(() => t);
const holiday = { name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'flat' as const, feeCents: 1500, maxPerYear: 5, noticeDays: 0 };
const freeze = (from: string, to: string, extra: object = {}) => ({ userId: alex.userId, reasonId, suspendFromString: from, suspendToString: to, freezeTypeId: typeId, ...extra });
const key = (k: string) => ({ 'idempotency-key': k });
const freezes = async () =>
  (await t.handle.db.select({ s: suspensions }).from(suspensions).innerJoin(memberships, eq(memberships.id, suspensions.membershipId)).where(eq(memberships.memberId, alex.memberId))).map(({ s }) => s);
const openFreezes = async () => (await freezes()).filter((s) => s.cancelledAt === null);
const feePayments = () => t.handle.db.select().from(payments).where(and(eq(payments.purpose, 'freeze-fee'), eq(payments.memberId, alex.memberId)));
const setCard = async (token: string | null) => {
  await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.memberId, alex.memberId));
  if (token) {
    await t.handle.db.insert(paymentMethods).values({ memberId: alex.memberId, kind: 'card', cardToken: token, cardBrand: 'Visa', cardLast4: '4242', cardExpiryMonth: 12, cardExpiryYear: 2030, nameOnCard: 'Alex Morgan', isDefault: true });
  }
};

afterAll(async () => {
  await t.close();
  resetClock();
});
beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  as = await demoLogins(t, 'member', 'admin');
  const [me] = await t.handle.db.select().from(users).where(eq(users.email, 'member@demo.club'));
  alex = { userId: me!.id, memberId: me!.memberId! };
  reasonId = (await call(as.member, 'GET', '/suspension/reasons')).body.payload[0].reasonId;
  typeId = (await call(as.admin, 'POST', '/club-console/freeze-types', holiday)).body.payload.id;
});

describe('a member’s own freeze with a fee', () => {
  it('refuses a member with no stored card on the freeze type, as the payer is refused; nothing stored or charged', async () => {
    await setCard(null);
    const res = await call(as.member, 'POST', '/suspension', freeze(d(7), d(20)), key('no-card'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ message: FREEZE_FEE_NEEDS_CARD, field: 'freezeTypeId' });
    expect(await freezes()).toEqual([]);
    expect(await feePayments()).toEqual([]);
  });

  it('a declined card stores no freeze', async () => {
    await setCard('tok_sbx_declined_alex');
    const res = await call(as.member, 'POST', '/suspension', freeze(d(7), d(20)), key('declined'));
    expect(res.status).toBe(400);
    expect(res.body.errors.field).toBe('freezeTypeId');
    expect(await freezes()).toEqual([]);
    expect((await feePayments()).filter((p) => p.status === 'approved')).toEqual([]);
  });

  it('a fee is not charged without an Idempotency-Key', async () => {
    await setCard('tok_sbx_ok_alex');
    const res = await call(as.member, 'POST', '/suspension', freeze(d(7), d(20)));
    expect(res.status).toBe(400);
    expect(await freezes()).toEqual([]);
    expect(await feePayments()).toEqual([]);
  });

  it('charges the server’s fee once (a forged fee or amount is ignored), a replay answers the same, the receipt is mailed and /payments lists it', async () => {
    const body = freeze(d(7), d(20), { feeCents: 1, amountCents: 1 });
    const res = await call(as.member, 'POST', '/suspension', body, key('freeze-1'));
    expect(res.status).toBe(200);
    const replay = await call(as.member, 'POST', '/suspension', body, key('freeze-1'));
    expect(replay.body).toEqual(res.body);
    expect((await freezes()).map((s) => [s.fromDate, s.toDate, s.feeCents])).toEqual([[addDays(TODAY, 7), addDays(TODAY, 20), 1500]]);
    const paid = await feePayments();
    expect(paid.map((p) => [p.amountCents, p.status, p.cardLast4])).toEqual([[1500, 'approved', '4242']]);
    const mailed = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'member@demo.club'));
    expect(mailed.filter((m) => m.subject?.includes(`receipt ${paid[0]!.id}`))).toHaveLength(1);
    const history = await call(as.member, 'GET', '/portal/payments');
    expect(JSON.stringify(history.body)).toContain(String(paid[0]!.id));
    expect((await call(as.member, 'DELETE', `/suspension/${(await call(as.member, 'GET', '/auth/me')).body.payload.memberNumber}`)).status).toBe(200);
  });

  it('a bank account and no card: the freeze is stored, its fee one debit due today that billing collects once; a replay adds none', async () => {
    await setCard(null);
    await t.handle.db.insert(paymentMethods).values({ memberId: alex.memberId, kind: 'direct_debit', accountName: 'Alex Morgan', accountNumber: '12345678', accountNumberLast3: '678', bsb: '062-000', gatewayToken: 'tok_sbx_ok_mandate', isDefault: true });
    const body = freeze(d(30), d(40), { feeCents: 1 });
    const res = await call(as.member, 'POST', '/suspension', body, key('bank-freeze'));
    expect(res.status).toBe(200);
    expect((await call(as.member, 'POST', '/suspension', body, key('bank-freeze'))).body).toEqual(res.body);
    const [stored] = await openFreezes();
    const feeDebits = () => t.handle.db.select().from(billingDebits).where(and(eq(billingDebits.memberId, alex.memberId), eq(billingDebits.agreementKind, 'freeze-fee')));
    expect((await feeDebits()).map((x) => [x.agreementId, x.dueDate, x.amountCents, x.status, x.description])).toEqual([[stored!.id, TODAY, 1500, 'pending', 'Freeze fee']]);
    // Nothing is charged now (the card payments stay the earlier freeze's one); the next run takes it.
    expect(await feePayments()).toHaveLength(1);
    const clubId = (await t.handle.db.select({ clubId: members.clubId }).from(members).where(eq(members.id, alex.memberId)))[0]!.clubId;
    pinClock(clubInstant(addDays(TODAY, 1), '12:00', 'Australia/Sydney'));
    for (let run = 0; run < 2; run++) await t.handle.db.transaction((tx) => runClubBilling(tx as never, clubId, { publicOrigin: t.config.publicOrigin }));
    pinClock(new Date(NOW));
    const debited = await t.handle.db.select().from(payments).where(and(eq(payments.memberId, alex.memberId), like(payments.description, 'Freeze fee (due %')));
    expect(debited.map((p) => [p.amountCents, p.kind])).toEqual([[1500, 'direct_debit']]);
    expect((await feeDebits()).map((x) => x.status)).toEqual(['paid']);
    expect((await call(as.member, 'DELETE', `/suspension/${(await call(as.member, 'GET', '/auth/me')).body.payload.memberNumber}`)).status).toBe(200);
  });

  it('a freeze without a fee charges nothing and needs no card or key, as before', async () => {
    await setCard(null);
    await call(as.admin, 'PUT', `/club-console/freeze-types/${typeId}`, { ...holiday, feeCents: 0 });
    const res = await call(as.member, 'POST', '/suspension', freeze(d(30), d(40)));
    expect(res.status).toBe(200);
    expect((await openFreezes()).map((s) => [s.fromDate, s.feeCents])).toEqual([[addDays(TODAY, 30), 0]]);
    expect(await feePayments()).toHaveLength(1);
  });
});
