// One server-side quote: for every seeded membership type x promo x start date, the lines every
// screen and PDF shows add up to the subtotal and the total, and what is charged is the total shown.
import { sql } from 'drizzle-orm';
import { pdfText } from './helpers/pdf-text';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { addDays, isWeekend, type JoinType, type QuoteBreakdown } from './helpers/join-quote';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
withTestApp((app) => {
  t = app;
});


async function call(method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string, key?: string) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    // A fresh address per call: public endpoints are rate limited per address.
    remoteAddress: nextIp(),
    headers: { origin: PUBLIC_ORIGIN, ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as { payload: any; errors: { message: string } } };
}

const isWeekday = (iso: string) => !isWeekend(iso);
/** The first weekdays on or after `from`, up to `limit` days ahead. */
function weekdays(from: string, limit: number, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i <= limit && out.length < count; i += 1) if (isWeekday(addDays(from, i))) out.push(addDays(from, i));
  return out;
}

function expectLinesAddUp(q: QuoteBreakdown) {
  const sum = q.lines.reduce((s, l) => s + l.cents, 0);
  expect(sum).toBe(q.cents.firstPaymentSubtotal);
  expect(q.cents.firstPaymentTotal).toBe(q.cents.firstPaymentSubtotal! + q.cents.cardTransactionFee!);
  expect(q.lines.every((l) => l.cents !== 0)).toBe(true);
  expect(q.lines.filter((l) => l.cents < 0).map((l) => l.kind)).toEqual(q.lines.some((l) => l.kind === 'discount') ? ['discount'] : []);
}

test('every seeded membership type x promo x start date: the lines add up to the subtotal and the total', async () => {
  const options = await call('GET', '/public/join/options/DEMO01');
  expect(options.status).toBe(200);
  const { today, membershipTypes } = options.body.payload as { today: string; membershipTypes: JoinType[] };
  expect(membershipTypes.length).toBeGreaterThan(1);
  let quoted = 0;
  for (const type of membershipTypes) {
    const starts = type.isDirectDebit ? weekdays(today, type.noOfDaysAllowMembershipStartDate, 3) : [today];
    for (const promoCode of [undefined, 'WELCOME10', 'FIFTYOFF']) {
      for (const msd of starts) {
        const psds = type.isDirectDebit ? weekdays(msd, type.noOfDaysAllowPaymentStartDate, 3) : [msd];
        for (const psd of psds) {
          for (const paymentType of type.isDirectDebit ? [17, 19] : [17]) {
            const body = {
              accountId: 'DEMO01', membershipTypeId: type.id, paymentType, cardType: 'VISACARD', membershipStartDate: msd, paymentStartDate: psd,
              promoCode, addOnIds: type.addOns.slice(0, 1).map((a) => a.id),
            };
            const res = await call('POST', '/public/join/quote', body);
            expect({ body, status: res.status, message: res.body.errors.message }).toEqual({ body, status: 200, message: '' });
            expectLinesAddUp(res.body.payload);
            quoted += 1;
          }
        }
      }
    }
  }
  expect(quoted).toBeGreaterThan(20);
});

test('a percent promo on a direct-debit membership is taken off once (the reported WELCOME10 double count)', async () => {
  const { today, membershipTypes } = (await call('GET', '/public/join/options/DEMO01')).body.payload as { today: string; membershipTypes: JoinType[] };
  const dd = membershipTypes.find((m) => m.isDirectDebit)!;
  const msd = firstRow(weekdays(addDays(today, 1), dd.noOfDaysAllowMembershipStartDate, 1), 'msd');
  const psd = weekdays(addDays(msd, 3), dd.noOfDaysAllowPaymentStartDate, 1)[0];
  const base = { accountId: 'DEMO01', membershipTypeId: dd.id, paymentType: 19, membershipStartDate: msd, paymentStartDate: psd };
  const plain = (await call('POST', '/public/join/quote', base)).body.payload as QuoteBreakdown;
  const promo = (await call('POST', '/public/join/quote', { ...base, promoCode: 'WELCOME10' })).body.payload as QuoteBreakdown;
  const discount = promo.lines.find((l) => l.kind === 'discount')!;
  expect(discount.label).toBe('Discount (WELCOME10)');
  // 10 % of the prorata only: what the first payment really saves.
  expect(plain.cents.firstPaymentSubtotal! - promo.cents.firstPaymentSubtotal!).toBe(-discount.cents);
  expect(promo.lines.find((l) => l.kind === 'membership')!.cents).toBe(plain.lines.find((l) => l.kind === 'membership')!.cents);
});

test('an add-on the membership does not offer is refused, not silently dropped', async () => {
  const { today, membershipTypes } = (await call('GET', '/public/join/options/DEMO01')).body.payload as { today: string; membershipTypes: JoinType[] };
  const type = membershipTypes[0];
  const res = await call('POST', '/public/join/quote', {
    accountId: 'DEMO01', membershipTypeId: type!.id, paymentType: 17, membershipStartDate: today, paymentStartDate: today, addOnIds: [999_999],
  });
  expectRefused(res, 400, 'That add-on is not available with this membership.');
});

test('change membership with WELCOME10 on a card: the amount charged is the total shown, and the PDF shows the same lines', async () => {
  const cookie = await t.login('member@demo.club', 'demo1234');
  const me = (await call('GET', '/auth/me', undefined, cookie)).body.payload as { userId: number; clubId: number };
  const { today, membershipTypes } = (await call('GET', '/public/join/options/DEMO01')).body.payload as { today: string; membershipTypes: JoinType[] };
  const dd = membershipTypes.find((m) => m.isDirectDebit)!;
  const msd = firstRow(weekdays(today, dd.noOfDaysAllowMembershipStartDate, 1), 'msd');
  const psd = weekdays(addDays(msd, 2), dd.noOfDaysAllowPaymentStartDate, 1)[0];
  const renew = await call('POST', '/membership/renew-contract', {
    membershipTypeId: dd.id, userId: me.userId, membershipStartDate: msd, paymentStartDate: psd, paymentType: 17, promoCode: 'WELCOME10',
    ccNumber: '4242424242424242', ccNameOnCard: 'Alex Member', ccExpiryMonth: '12', ccExpiryYear: String(new Date().getUTCFullYear() + 3), cccVv: '123', cardType: 'VISACARD',
  }, cookie);
  expect({ status: renew.status, message: renew.body.errors.message }).toEqual({ status: 200, message: '' });
  const { fees, pdfFileName } = renew.body.payload as { fees: QuoteBreakdown; pdfFileName: string };
  expectLinesAddUp(fees);
  const done = await call('POST', '/membership/complete-signup', {
    UserId: me.userId, PdfFileName: pdfFileName, UseExistingCard: false,
    signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    signatureParentGuarantor: '',
  }, cookie, 'fee-quote-signup-1');
  expect(done.status).toBe(200);
  const charged = ((await t.handle.db.execute(sql`select amount_cents from payments where purpose = 'membership-signup' and gateway_reference not like 'demo-%'`)) as unknown as { rows: { amount_cents: number }[] }).rows;
  expect(charged.map((r) => Number(r.amount_cents))).toEqual([fees.cents.firstPaymentTotal]);

  const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/terms/download?filename=${pdfFileName}`, headers: { cookie } });
  const text = pdfText(pdf.rawPayload);
  const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
  for (const line of fees.lines) expect(text).toContain(line.label);
  for (const line of fees.lines) expect(text).toContain(money(line.cents));
  expect(text).toContain('Discount (WELCOME10)');
  expect(text).toContain(money(fees.cents.firstPaymentTotal!));
  expect(text).not.toContain('$0.00');
});
