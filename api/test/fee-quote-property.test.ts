// Money shown is money charged, as properties over the seeded membership types, promos
// and start dates, through the real routes: every quote's lines add up to its subtotal and total,
// a weekend start date is refused, and a join charges exactly the total its quote showed (and its
// terms PDF prints the same lines).
import fc from 'fast-check';
import { MEMBERSHIP_START_DATE_INVALID, PAYMENT_START_DATE_INVALID } from '@portal/shared/messages';
import { and, desc, eq } from 'drizzle-orm';
import { members, outbox, payments } from '../src/db/schema';
import { now as clockNow } from '../src/lib/clock';
import { pdfText } from './helpers/pdf-text';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { addDays, isWeekend, type JoinType, type QuoteBreakdown } from './helpers/join-quote';
import { firstRow } from '../src/lib/first-row';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

interface Options { today: string; membershipTypes: JoinType[]; questionnaire: string[] }

// A real (1 x 1) PNG: what the signature pad sends.
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PROMOS = [undefined, 'WELCOME10', 'FIFTYOFF'] as const;

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    // A fresh address per call: public endpoints are rate limited per address.
    remoteAddress: nextIp(),
    headers: { origin: PUBLIC_ORIGIN, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;

let options: Options;
beforeAll(async () => {
  options = (await call('GET', '/public/join/options/DEMO01')).json().payload as Options;
  expect(options.membershipTypes.length).toBeGreaterThan(1);
});

/** A choice over every seeded membership type x promo x start date x payment type x add-on. */
const choice = () =>
  fc
    .record({
      typeIndex: fc.nat(),
      promo: fc.constantFrom(...PROMOS),
      msdOffset: fc.nat({ max: 60 }),
      psdOffset: fc.nat({ max: 60 }),
      directDebit: fc.boolean(),
      withAddOn: fc.boolean(),
      cardType: fc.constantFrom('VISACARD', 'MASTERCARD', 'AMEX'),
    })
    .map((c) => {
      const type = options.membershipTypes[c.typeIndex % options.membershipTypes.length];
      const msd = type!.isDirectDebit ? addDays(options.today, c.msdOffset % (type!.noOfDaysAllowMembershipStartDate + 1)) : options.today;
      const psd = type!.isDirectDebit ? addDays(msd, c.psdOffset % (type!.noOfDaysAllowPaymentStartDate + 1)) : msd;
      return {
        type,
        body: {
          accountId: 'DEMO01',
          membershipTypeId: type!.id,
          paymentType: (type!.isDirectDebit && c.directDebit ? 19 : 17) as 17 | 19,
          cardType: c.cardType,
          membershipStartDate: msd,
          paymentStartDate: psd,
          ...(c.promo ? { promoCode: c.promo } : {}),
          addOnIds: c.withAddOn ? type!.addOns.slice(0, 1).map((a) => a.id) : [],
        },
      };
    });

function expectAddsUp(q: QuoteBreakdown) {
  expect(q.lines.reduce((s, l) => s + l.cents, 0)).toBe(q.cents.firstPaymentSubtotal);
  expect(q.cents.firstPaymentTotal).toBe(q.cents.firstPaymentSubtotal! + q.cents.cardTransactionFee!);
  // No 'Membership: $0.00' line: every line carries money.
  expect(q.lines.every((l) => Number.isInteger(l.cents) && l.cents !== 0)).toBe(true);
  expect(q.lines.filter((l) => l.kind === 'discount').length).toBeLessThanOrEqual(1);
  // The Regular Payment QuoteBreakdown's rows add up too.
  expect(q.cents.regularPaymentTotal).toBe(q.cents.regularPayment! + q.cents.regularPaymentSurcharge!);
}

test('every quote: the lines add up to the subtotal and the total; a weekend start is refused', async () => {
  await fc.assert(
    fc.asyncProperty(choice(), async ({ type, body }) => {
      const res = await call('POST', '/public/join/quote', body);
      const weekend = type!.isDirectDebit && (isWeekend(body.membershipStartDate) || isWeekend(body.paymentStartDate));
      if (weekend) {
        // Each date names its own problem (shown on its field).
        const message = isWeekend(body.membershipStartDate) ? MEMBERSHIP_START_DATE_INVALID : PAYMENT_START_DATE_INVALID;
        expect({ status: res.statusCode, message: res.json().errors.message }).toEqual({ status: 400, message });
        return;
      }
      expect({ body, status: res.statusCode, message: res.json().errors.message }).toEqual({ body, status: 200, message: '' });
      expectAddsUp(res.json().payload as QuoteBreakdown);
    }),
    { numRuns: 80 },
  );
});

let joined = 0;
/** A verified mobile for a new joiner (the code arrives by e-mail: no SMS gateway in tests). */
async function verifiedMobile(email: string, mobile: string) {
  const sent = await call('POST', '/public/join/mfa-mobile-signup', { firstName: 'Pia', lastName: 'Property', reference: mobile, email, accountId: 'DEMO01' });
  expect(sent.statusCode).toBe(200);
  const mail = firstRow(await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1), 'mail');
  const code = /(\d{6})/.exec(mail.bodyText)![1];
  const valid = await call('POST', '/public/join/mfa-mobile-signup/validate', { reference: sent.json().payload.reference, mfaCode: code });
  expect(valid.statusCode).toBe(200);
  return { mobileReference: sent.json().payload.reference as string, mobileToken: valid.json().payload.token as string };
}

test('a join charges exactly the total its quote showed, and its terms PDF prints the same lines', async () => {
  await fc.assert(
    fc.asyncProperty(
      choice().filter(({ type, body }) => !(type!.isDirectDebit && (isWeekend(body.membershipStartDate) || isWeekend(body.paymentStartDate)))),
      async ({ body }) => {
        joined += 1;
        const email = `pia.property.${joined}@example.com`;
        const mobile = `0400 7${String(joined).padStart(2, '0')} 000`;
        const person = { firstName: 'Pia', lastName: `Property${'x'.repeat(joined)}`, dateOfBirth: '1991-02-02', email };
        const quote = (await call('POST', '/public/join/quote', body)).json().payload as QuoteBreakdown;
        expectAddsUp(quote);

        const terms = await call('POST', '/public/join/terms', { ...body, ...person });
        expect(terms.statusCode).toBe(200);
        const text = pdfText(terms.rawPayload);
        for (const line of quote.lines) {
          expect(text).toContain(line.label);
          expect(text).toContain(money(line.cents));
        }
        expect(text).toContain(money(quote.cents.firstPaymentTotal!));
        expect(text).not.toMatch(/Membership[^\n$]*\$0\.00/);

        const card = await call('POST', '/payments/vault/tokenize', {
          ccNumber: '4242424242424242', ccNameOnCard: 'Pia Property', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getUTCFullYear() + 2), cccVv: '123', accountId: 'DEMO01',
        });
        const done = await call(
          'POST',
          '/public/join/complete',
          {
            ...body, ...person, gender: 'F', mobileNumber: mobile, password: 'property1234', ...(await verifiedMobile(email, mobile)),
            questionnaire: Object.fromEntries(options.questionnaire.map((q) => [q, false])),
            signature: SIGNATURE, token: card.json().payload.Token, tokenReference: card.json().payload.TokenReference,
            accountName: 'Pia Property', bsbNumber1: '062', bsbNumber2: '000', accountNumber: '12345678',
          },
          { 'idempotency-key': `fee-property-${joined}` },
        );
        expect({ status: done.statusCode, message: done.json().errors.message }).toEqual({ status: 200, message: '' });
        expect(done.json().payload.firstPaymentCents).toBe(quote.cents.firstPaymentTotal);
        const member = firstRow(await t.handle.db.select().from(members).where(eq(members.email, email)), 'member');
        const charged = await t.handle.db
          .select({ amountCents: payments.amountCents })
          .from(payments)
          .where(and(eq(payments.memberId, member.id), eq(payments.purpose, 'membership-signup')));
        // A card pays the first payment now; a direct-debit joiner pays it from the account later.
        const expected = body.paymentType === 17 && quote.cents.firstPaymentTotal! > 0 ? [quote.cents.firstPaymentTotal] : [];
        expect(charged.map((c) => Number(c.amountCents))).toEqual(expected);
      },
    ),
    { numRuns: 8 },
  );
});

test('change/renew membership: the screen\'s quote, the contract\'s fees and the amount charged are one quote', async () => {
  const cookie = await t.login('member@demo.club', 'demo1234');
  const me = (await call('GET', '/auth/me', undefined, { cookie })).json().payload as { userId: number; memberNumber: string };
  let signed = 0;
  await fc.assert(
    fc.asyncProperty(
      choice().filter(({ type, body }) => !(type!.isDirectDebit && (isWeekend(body.membershipStartDate) || isWeekend(body.paymentStartDate)))),
      async ({ body: chosen }) => {
        // By card: what is charged now is the first payment.
        const body = { ...chosen, paymentType: 17 as const };
        const shown = await call('POST', '/membership/calculate-fees', {
          memberNumber: me.memberNumber, membershipId: body.membershipTypeId, paymentType: body.paymentType, cardType: body.cardType,
          membershipStartDate: body.membershipStartDate, paymentStartDate: body.paymentStartDate, discountCoupon: body.promoCode,
        }, { cookie });
        expect({ status: shown.statusCode, message: shown.json().errors.message }).toEqual({ status: 200, message: '' });
        const quote = shown.json().payload as QuoteBreakdown;
        expectAddsUp(quote);
        const renew = await call('POST', '/membership/renew-contract', {
          membershipTypeId: body.membershipTypeId, userId: me.userId, membershipStartDate: body.membershipStartDate, paymentStartDate: body.paymentStartDate,
          paymentType: 17, promoCode: body.promoCode, cardType: 'VISACARD',
          ccNumber: '4242424242424242', ccNameOnCard: 'Alex Member', ccExpiryMonth: '12', ccExpiryYear: String(clockNow().getUTCFullYear() + 3), cccVv: '123',
        }, { cookie });
        expect({ status: renew.statusCode, message: renew.json().errors.message }).toEqual({ status: 200, message: '' });
        const { fees, pdfFileName } = renew.json().payload as { fees: QuoteBreakdown; pdfFileName: string };
        expect(fees.lines).toEqual((await call('POST', '/membership/calculate-fees', {
          memberNumber: me.memberNumber, membershipId: body.membershipTypeId, paymentType: 17, cardType: 'VISACARD',
          membershipStartDate: body.membershipStartDate, paymentStartDate: body.paymentStartDate, discountCoupon: body.promoCode,
        }, { cookie })).json().payload.lines);
        signed += 1;
        const done = await call('POST', '/membership/complete-signup', {
          UserId: me.userId, PdfFileName: pdfFileName, UseExistingCard: false, signature: SIGNATURE, signatureParentGuarantor: '',
        }, { cookie, 'idempotency-key': `fee-property-change-${signed}` });
        expect(done.statusCode).toBe(200);
        const charged = await t.handle.db
          .select({ amountCents: payments.amountCents })
          .from(payments)
          .where(eq(payments.purpose, 'membership-signup'))
          .orderBy(desc(payments.id))
          .limit(1);
        expect(fees.cents.firstPaymentTotal! > 0 ? Number(charged[0]?.amountCents) : 0).toBe(fees.cents.firstPaymentTotal);
      },
    ),
    { numRuns: 6 },
  );
  expect(signed).toBe(6);
});
