// A dependant's own membership change is paid by their household's payer. The attacks first: a
// card, vault token (even the payer's) or bank account in the dependant's renew-contract is
// refused on its field and nothing is charged. Then the change is charged once to the payer's
// stored card even when replayed, the receipt goes to the payer, the membership is the
// dependant's; a payer without a stored card is named; a member who pays for themselves is unaffected.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PAYER_CARD_LOCKED, payerHasNoCard, payerPaysMessage } from '@portal/shared/messages';
import { members, memberships, outbox, paymentMethods, payments } from '../src/db/schema';
import { now as clockNow } from '../src/lib/clock';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import type { TestApp } from './helpers/test-app';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const CARD = { ccNumber: '4242424242424242', ccNameOnCard: 'Kai Hale', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getFullYear() + 2), cccVv: '123', cardType: 'VISACARD' };
const REFUSAL = `${payerPaysMessage('Morgan Hale')} ${PAYER_CARD_LOCKED}`;

let t: TestApp;
let teen: string;
let riley: string;
let teenUser: { userId: number; memberNumber: string; clubId: number };
let rileyUser: { userId: number; memberNumber: string; clubId: number };
let typeId: number;
let flexiId: number;

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  return res.json().payload as { userId: number; memberNumber: string; clubId: number };
}

function call(cookie: string, url: string, payload: object, key?: string) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie, origin: 'http://localhost:8080', ...(key ? { 'idempotency-key': key } : {}) }, payload });
}

withTestApp(async (app) => {
  t = app;
  teen = await t.login('teen@demo.club', 'demo1234');
  riley = await t.login('renew@demo.club', 'demo1234');
  teenUser = await me(teen);
  rileyUser = await me(riley);
  const types = (await t.app.inject({ method: 'GET', url: `/api/v1/membership-types/${teenUser.clubId}`, headers: { cookie: teen } })).json().payload as { id: number; description: string }[];
  typeId = types.find((x) => x.description === '12 Months Paid in Full')!.id;
  flexiId = types.find((x) => x.description === 'Flexi No Contract')!.id;
});

const memberIdOf = async (memberNumber: string) => (await t.handle.db.select({ id: members.id }).from(members).where(eq(members.memberNumber, memberNumber)))[0]!.id;
const signupPayments = () => t.handle.db.select().from(payments).where(eq(payments.purpose, 'membership-signup')).orderBy(asc(payments.id));
const renewBody = (userId: number, extra: object = {}) => ({ membershipTypeId: typeId, userId, membershipStartDate: '2030-01-01', paymentStartDate: '2030-01-01', paymentType: 17, ...extra });

describe('a dependant’s membership change: attacks', () => {
  it('a typed card, a vault token (even the payer’s) or a bank account is refused on its field; nothing is charged or prepared', async () => {
    const before = await signupPayments();
    const typed = await call(teen, '/membership/renew-contract', renewBody(teenUser.userId, CARD));
    expect(typed.statusCode).toBe(403);
    expect(typed.json().errors).toEqual({ message: REFUSAL, field: 'ccNumber' });
    expectRefused(await call(teen, '/membership/renew-contract', renewBody(teenUser.userId, { token: 'tok_demo_morgan_visa' })), 403, REFUSAL);
    const bank = await call(teen, '/membership/renew-contract', renewBody(teenUser.userId, { paymentType: 19, bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12345678', accountName: 'Kai Hale' }));
    expect(bank.statusCode).toBe(403);
    expect(bank.json().errors).toEqual({ message: REFUSAL, field: 'accountNumber' });
    expect(await signupPayments()).toEqual(before);
    const kaiId = await memberIdOf(teenUser.memberNumber);
    expect(await t.handle.db.select().from(memberships).where(and(eq(memberships.memberId, kaiId), eq(memberships.status, 'pending')))).toEqual([]);
  });
});

describe('a dependant’s membership change: who pays', () => {
  it('is charged once to the payer’s stored card, even replayed; the receipt is the payer’s, the membership the dependant’s', async () => {
    const kaiId = await memberIdOf(teenUser.memberNumber);
    const morganId = (await t.handle.db.select({ id: members.id }).from(members).where(eq(members.email, 'parent@demo.club')))[0]!.id;
    const renew = await call(teen, '/membership/renew-contract', renewBody(teenUser.userId));
    expect(renew.statusCode).toBe(200);
    const { pdfFileName, fees } = renew.json().payload;
    const body = { UserId: teenUser.userId, PdfFileName: pdfFileName, signature: PNG, signatureParentGuarantor: PNG };
    const done = await call(teen, '/membership/complete-signup', body, 'hh-membership-1');
    expect(done.statusCode).toBe(200);
    const again = await call(teen, '/membership/complete-signup', body, 'hh-membership-1');
    expect(again.json().payload.paymentId).toBe(done.json().payload.paymentId);
    const other = await call(teen, '/membership/complete-signup', body, 'hh-membership-2');
    expect(other.json().payload.paymentId).toBe(done.json().payload.paymentId);
    const charged = (await signupPayments()).filter((p) => p.id === done.json().payload.paymentId);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ memberId: morganId, cardLast4: '4444', amountCents: fees.cents.firstPaymentTotal, status: 'approved' });
    expect((await signupPayments()).filter((p) => p.memberId === kaiId)).toEqual([]);
    const held = await t.handle.db.select().from(memberships).where(eq(memberships.id, done.json().payload.membershipId));
    expect(held[0]).toMatchObject({ memberId: kaiId, status: 'active' });
    expect(await t.handle.db.select().from(paymentMethods).where(and(eq(paymentMethods.memberId, kaiId), isNotNull(paymentMethods.cardToken)))).toEqual([]);
    const receipts = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'parent@demo.club'));
    expect(receipts.filter((m) => m.bodyText.includes(pdfFileName))).toHaveLength(1);
  });

  it('a payer without a stored card: the dependant is told who must add one; nothing is prepared', async () => {
    const morganId = (await t.handle.db.select({ id: members.id }).from(members).where(eq(members.email, 'parent@demo.club')))[0]!.id;
    const saved = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, morganId));
    await t.handle.db.update(paymentMethods).set({ cardToken: null }).where(eq(paymentMethods.memberId, morganId));
    try {
      expectRefused(await call(teen, '/membership/renew-contract', renewBody(teenUser.userId)), 400, payerHasNoCard('Morgan Hale'));
    } finally {
      for (const row of saved) await t.handle.db.update(paymentMethods).set({ cardToken: row.cardToken }).where(eq(paymentMethods.id, row.id));
    }
  });

  it('a payer who pays only by bank account: their account pays the dependant’s change as the dependant’s own would (nothing charged now, the debits the payer’s); with no account either, the card is asked for on the field', async () => {
    const kaiId = await memberIdOf(teenUser.memberNumber);
    const morganId = (await t.handle.db.select({ id: members.id }).from(members).where(eq(members.email, 'parent@demo.club')))[0]!.id;
    const saved = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, morganId));
    await t.handle.db.update(paymentMethods).set({ cardToken: null }).where(eq(paymentMethods.memberId, morganId));
    try {
      const none = await call(teen, '/membership/renew-contract', renewBody(teenUser.userId));
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ message: payerHasNoCard('Morgan Hale'), field: 'paymentType' });
      const [bank] = await t.handle.db
        .insert(paymentMethods)
        .values({ memberId: morganId, kind: 'direct_debit', accountName: 'Morgan Hale', accountNumber: '12345678', accountNumberLast3: '678', bsb: '062-000', gatewayToken: 'becs_demo_morgan', isDefault: true })
        .returning();
      try {
        // Paid in full is paid by card only: the payer's account cannot, and the dependant is told so on the field.
        const cardOnly = await call(teen, '/membership/renew-contract', renewBody(teenUser.userId));
        expect(cardOnly.json().errors).toEqual({ message: payerHasNoCard('Morgan Hale'), field: 'paymentType' });
        const before = await signupPayments();
        // A weekday a few days ahead (whatever the club's today): the direct-debit type's start dates.
        const start = [2, 3, 4, 5, 6].map((n) => new Date(clockNow().getTime() + n * 86_400_000).toISOString().slice(0, 10)).find((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))!;
        const renew = await call(teen, '/membership/renew-contract', renewBody(teenUser.userId, { membershipTypeId: flexiId, membershipStartDate: start, paymentStartDate: start }));
        expect(renew.json().errors).toEqual({ message: '' });
        const body = { UserId: teenUser.userId, PdfFileName: renew.json().payload.pdfFileName, signature: PNG, signatureParentGuarantor: PNG };
        const done = await call(teen, '/membership/complete-signup', body, 'hh-membership-bank');
        expect(done.statusCode).toBe(200);
        expect(done.json().payload.paymentId).toBeNull();
        expect(await signupPayments()).toEqual(before);
        const held = await t.handle.db.select().from(memberships).where(eq(memberships.id, done.json().payload.membershipId));
        expect(held[0]).toMatchObject({ memberId: kaiId, status: 'active' });
        expect(await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, kaiId))).toEqual([]);
      } finally {
        await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, bank!.id));
      }
    } finally {
      for (const row of saved) await t.handle.db.update(paymentMethods).set({ cardToken: row.cardToken }).where(eq(paymentMethods.id, row.id));
    }
  });

  it('a member who pays for themselves pays with the card they typed and keeps it', async () => {
    const renew = await call(riley, '/membership/renew-contract', renewBody(rileyUser.userId, { ...CARD, ccNameOnCard: 'Riley Renew' }));
    expect(renew.statusCode).toBe(200);
    const body = { UserId: rileyUser.userId, PdfFileName: renew.json().payload.pdfFileName, signature: PNG, signatureParentGuarantor: '' };
    const done = await call(riley, '/membership/complete-signup', body, 'self-membership-1');
    expect(done.statusCode).toBe(200);
    const rileyId = await memberIdOf(rileyUser.memberNumber);
    const charged = (await signupPayments()).filter((p) => p.id === done.json().payload.paymentId);
    expect(charged[0]).toMatchObject({ memberId: rileyId, cardLast4: '4242' });
  });
});
