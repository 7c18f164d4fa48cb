// Payments foundation: sandbox gateway cards, idempotent charges, the card vault (and that no card
// data reaches any table), BSB checks, last used card and payment setup with ownership.
import { sql, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeys, members, payments } from '../src/db/schema';
import { nowMs } from '../src/lib/clock';
import { lookupBsb } from '../src/modules/bsb/service';
import { parseDirectory } from '../src/modules/bsb/directory';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_RETENTION_HOURS, payer, payOnce, requestFingerprint, storedPayment } from '../src/modules/payments/idempotency';
import { chargeToken, resolveCardToken, IDEMPOTENCY_KEY_REQUIRED, idempotencyKeyOf } from '../src/modules/payments/service';
import { SANDBOX_TEST_CARDS } from '../src/modules/payments/sandbox-gateway';
import { type DemoUser, nextIp, type TestApp } from './helpers/test-app';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { withTestApp } from './helpers/shared-app';
import { now } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

const YEAR = String(now().getFullYear() + 2);
const card = (ccNumber: string, extra: Record<string, string> = {}) => ({
  ccNumber,
  ccNameOnCard: 'Jo Bloggs',
  ccExpiryMonth: '08',
  ccExpiryYear: YEAR,
  cccVv: '913',
  ...extra,
});

let t: TestApp;
let app: FastifyInstance;
let clubId: number;
let memberNumber: string;
let memberId: number;
let otherMemberNumber: string;

withTestApp(async (created) => {
  t = created;
  app = t.app;
  const alex = firstRow(await t.handle.db.select().from(members).where(eq(members.email, 'member@demo.club')), 'alex');
  const riley = firstRow(await t.handle.db.select().from(members).where(eq(members.firstName, 'Riley')), 'riley');
  clubId = alex.clubId;
  memberNumber = alex.memberNumber;
  memberId = alex.id;
  otherMemberNumber = riley.memberNumber;
});

const login = (user: DemoUser = 'member') => t.login(`${user}@demo.club`, DEMO_PASSWORD);

const tokenize = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/payments/vault/tokenize', remoteAddress: nextIp(), payload });

async function tokenOf(number: string): Promise<string> {
  const res = await tokenize(card(number));
  expect(res.statusCode).toBe(200);
  return res.json().payload.Token as string;
}

describe('payments: sandbox gateway', () => {
  const charge = async (number: string, key: string) => {
    const token = await tokenOf(number);
    return chargeToken(t.handle.db, { clubId, amountCents: 1234, idempotencyKey: key, purpose: 'test', memberId, token });
  };

  it('approves, declines, reports insufficient funds and expiry', async () => {
    expect(await charge(SANDBOX_TEST_CARDS.approve, 'sbx-ok')).toMatchObject({ status: 'approved', message: 'Payment successful' });
    expect(await charge('5555555555554444', 'sbx-mc')).toMatchObject({ status: 'approved' });
    expect(await charge(SANDBOX_TEST_CARDS.decline, 'sbx-decline')).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    expect(await charge(SANDBOX_TEST_CARDS.insufficientFunds, 'sbx-funds')).toMatchObject({ status: 'declined', message: 'Insufficient funds.' });
    expect(await charge(SANDBOX_TEST_CARDS.expired, 'sbx-expired')).toMatchObject({ status: 'declined', message: 'Your card has expired.' });
    const rows = await t.handle.db.select().from(payments).where(eq(payments.purpose, 'test'));
    expect(rows.map((r) => r.status).sort()).toEqual(['approved', 'approved', 'declined', 'declined', 'declined']);
  });

  it('rejects a card failing the Luhn check and missing fields with the spec messages', async () => {
    const luhn = await tokenize(card('4242424242424241'));
    expectRefused(luhn, 400, 'Invalid credit card Number');
    const missing = await tokenize({ ccNumber: '4242424242424242', ccNameOnCard: '', ccExpiryMonth: '', ccExpiryYear: YEAR, cccVv: '' });
    expectRefused(missing, 400, 'Name on card, Expiry month, CVV are required.');
  });

  it('resolves raw fields, vault tokens and the saved card', async () => {
    await expect(resolveCardToken(t.handle.db, { clubId }, card('4242424242424241'))).rejects.toMatchObject({ status: 400, message: 'Invalid credit card Number' });
    const raw = await resolveCardToken(t.handle.db, { clubId }, card(SANDBOX_TEST_CARDS.approve));
    expect(raw).toMatchObject({ brand: 'Visa', last4: '4242', expiryMonth: 8, nameOnCard: 'Jo Bloggs' });
    const vault = await resolveCardToken(t.handle.db, { clubId }, { token: raw.token });
    expect(vault.token).toBe(raw.token);
    await expect(resolveCardToken(t.handle.db, { clubId }, { token: 'tok_unknown' })).rejects.toMatchObject({ status: 400 });
    const riley = firstRow(await t.handle.db.select().from(members).where(eq(members.firstName, 'Riley')), 'riley');
    const saved = await resolveCardToken(t.handle.db, { clubId, memberId: riley.id }, { useExistingCard: true });
    expect(saved.last4).toBe('4242');
  });
});

describe('payments: idempotent charges', () => {
  it('payOnce charges once per payer and key, sequentially and concurrently, and replays the first response', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.approve);
    const request = (key: string, body: object = { item: 1, token }) => ({ clubId, payer: payer.member(memberId), key, route: 'POST /test', body });
    const buy = (key: string, body?: object) =>
      payOnce(t.handle.db, request(key, body), async (_tx, pay) => {
        const result = await pay({ amountCents: 5000, purpose: 'idem', memberId, token });
        return { paymentId: result.paymentId, status: result.status };
      });
    const first = await buy('idem-seq');
    const second = await buy('idem-seq');
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ response: first.response, replayed: true });
    expect(await storedPayment(t.handle.db, request('idem-seq'))).toEqual(first.response);
    const concurrent = await Promise.all([1, 2, 3].map(() => buy('idem-par')));
    expect(new Set(concurrent.map((r) => r.response.paymentId)).size).toBe(1);
    expect(concurrent.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await t.handle.db.select().from(payments).where(eq(payments.purpose, 'idem'));
    expect(rows).toHaveLength(2);
  });

  it('payOnce refuses the same key with another request (409) and keeps another payer apart', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.approve);
    const request = (who: string, body: object) => ({ clubId, payer: who, key: 'idem-diff', route: 'POST /test', body });
    const buy = (who: string, body: object) =>
      payOnce(t.handle.db, request(who, body), async (_tx, pay) => (await pay({ amountCents: 100, purpose: 'idem2', token })).paymentId);
    const mine = await buy(payer.member(memberId), { item: 1, token });
    await expect(buy(payer.member(memberId), { item: 2, token })).rejects.toMatchObject({ status: 409, message: IDEMPOTENCY_KEY_REUSED });
    await expect(storedPayment(t.handle.db, request(payer.member(memberId), { item: 1, token: 'tok_other' }))).rejects.toMatchObject({ status: 409 });
    const theirs = await buy(payer.member(memberId + 1000), { item: 1, token });
    expect(theirs.replayed).toBe(false);
    expect(theirs.response).not.toBe(mine.response);
  });

  it('keeps keys for at least 24 hours; a payment purges the club’s keys older than the retention', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.approve);
    const hoursAgo = (h: number) => new Date(nowMs() - h * 3_600_000);
    const scope = `club:${clubId}/${payer.member(memberId)}`;
    await t.handle.db.insert(idempotencyKeys).values([
      { scope, key: 'old-key', requestHash: 'x', response: {}, statusCode: 200, createdAt: hoursAgo(IDEMPOTENCY_RETENTION_HOURS + 1) },
      { scope, key: 'day-old-key', requestHash: 'x', response: {}, statusCode: 200, createdAt: hoursAgo(24) },
    ]);
    expect(IDEMPOTENCY_RETENTION_HOURS).toBeGreaterThanOrEqual(24);
    await payOnce(t.handle.db, { clubId, payer: payer.member(memberId), key: 'purge-trigger', route: 'POST /test', body: {} }, async (_tx, pay) => (await pay({ amountCents: 100, purpose: 'purge', token })).paymentId);
    const left = (await t.handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope))).map((r) => r.key);
    expect(left).toEqual(expect.arrayContaining(['day-old-key', 'purge-trigger']));
    expect(left).not.toContain('old-key');
  });

  it('a card number counts by its last 4 in the fingerprint; the CVV and a password not at all', () => {
    const base = { clubId, payer: payer.member(memberId), key: 'k', route: 'POST /test' };
    const fp = (body: object) => requestFingerprint({ ...base, body });
    expect(fp({ ccNumber: '4242424242424242', cccVv: '123', password: 'a' })).toBe(fp({ ccNumber: '4242 4242 4242 4242', cccVv: '999', password: 'b' }));
    expect(fp({ ccNumber: '4242424242424242' })).not.toBe(fp({ ccNumber: '5555555555554444' }));
    expect(fp({ a: 1, b: 2 })).toBe(fp({ b: 2, a: 1 }));
  });

  it('chargeToken never answers an earlier payment, and the header is required', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.approve);
    await chargeToken(t.handle.db, { clubId, amountCents: 100, idempotencyKey: 'idem-raw', purpose: 'idem3', token });
    await expect(chargeToken(t.handle.db, { clubId, amountCents: 100, idempotencyKey: 'idem-raw', purpose: 'idem3', token })).rejects.toMatchObject({ status: 409 });
    expect(() => idempotencyKeyOf({ headers: {} } as never)).toThrow(IDEMPOTENCY_KEY_REQUIRED);
    expect(idempotencyKeyOf({ headers: { 'idempotency-key': ' k1 ' } } as never)).toBe('k1');
  });
});

describe('payments: card vault', () => {
  it('answers the card vault message and no table holds the card number or CVV', async () => {
    const pan = '5555555555554444';
    const cvv = '913';
    const countHits = async () => {
      const columns = await t.handle.db.execute<{ table_name: string; column_name: string }>(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`);
      const rows = (columns as unknown as { rows?: { table_name: string; column_name: string }[] }).rows ?? (columns as unknown as { table_name: string; column_name: string }[]);
      let panHits = 0;
      let cvvHits = 0;
      for (const { table_name, column_name } of rows) {
        const col = sql.raw(`"${column_name}"::text`);
        const tbl = sql.raw(`"${table_name}"`);
        const res = await t.handle.db.execute<{ pan: number; cvv: number }>(sql`
          select count(*) filter (where ${col} like ${'%' + pan + '%'})::int as pan,
                 count(*) filter (where ${col} ~ ${'(^|[^0-9A-Za-z])' + cvv + '([^0-9A-Za-z]|$)'})::int as cvv
          from ${tbl}`);
        const hit = firstRow((res as unknown as { rows?: { pan: number; cvv: number }[] }).rows ?? (res as unknown as { pan: number; cvv: number }[]), 'hit');
        panHits += Number(hit.pan);
        cvvHits += Number(hit.cvv);
      }
      expect(rows.length).toBeGreaterThan(20);
      return { panHits, cvvHits };
    };
    const before = await countHits();
    const res = await tokenize({ ...card(pan), cccVv: cvv, accountId: undefined });
    expect(res.statusCode).toBe(200);
    const payload = res.json().payload;
    expect(payload).toEqual({
      Token: expect.stringMatching(/^tok_/),
      TokenReference: expect.stringMatching(/^ref_/),
      CardNumber: '555555######4444',
      NameOnCard: 'Jo Bloggs',
      ExpiryMonth: '08',
      ExpiryYear: YEAR,
    });
    const cookie = await login();
    const setup = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/payment-setup',
      headers: { cookie },
      payload: { paymentType: 17, token: payload.Token, tokenReference: payload.TokenReference, ccNumber: '555555######4444', ccCVV: '000' },
    });
    expect(setup.statusCode).toBe(200);
    const after = await countHits();
    expect(after.panHits).toBe(0);
    expect(after.cvvHits).toBe(before.cvvHits);
    expect(JSON.stringify(payload)).not.toContain(pan);
  });
});

describe('payments: BSB', () => {
  it('checks bank code and state digit', async () => {
    const good = await app.inject({ method: 'GET', url: '/api/v1/bsb/062-000' });
    expect(good.statusCode).toBe(200);
    expect(good.json().payload).toEqual({ bsb: '062-000', bankCode: '06', institution: 'Commonwealth Bank', state: 'NSW/ACT' });
    for (const bad of ['999-999', '061-000', '12-3456', 'abc-def']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/bsb/${bad}` });
      expectRefused(res, 400, 'Invalid BSB number.');
    }
    expect(lookupBsb('610-000')?.institution).toBe('Adelaide Bank');
  });

  it('uses a full directory when one is given', () => {
    const dir = parseDirectory('"BSB","Mnemonic","Branch","Address","Suburb","State","Postcode","Flags"\n"062-000","CBA","Sydney","1 Martin Pl","Sydney","NSW","2000","PEH"\n');
    expect(lookupBsb('062-000', dir)).toMatchObject({ state: 'NSW', institution: 'Commonwealth Bank' });
    expect(lookupBsb('062-001', dir)).toBeNull();
  });
});

describe('payments: member payment method', () => {
  it('answers the last used card only when there is one, and only to its owner', async () => {
    const riley = await login('renew');
    const own = await app.inject({ method: 'GET', url: `/api/v1/payments/last-card/${otherMemberNumber}`, headers: { cookie: riley } });
    expect(own.statusCode).toBe(200);
    expect(own.json().payload).toMatchObject({ ccNumber: '############4242', ccNameOnCard: 'Riley Renew', ccCardType: 'VISACARD', cExpiryMonth: '12', cccvv: '' });
    const foreign = await app.inject({ method: 'GET', url: `/api/v1/payments/last-card/${memberNumber}`, headers: { cookie: riley } });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/payments/last-card/${memberNumber}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('switches to direct debit: wrong BSB 400, right one saved; someone else 403', async () => {
    const cookie = await login('suspended');
    const me = firstRow(await t.handle.db.select().from(members).where(eq(members.email, 'suspended@demo.club')), 'me');
    const body = { paymentType: 19, bsbNumber1: '999', bsbNumber2: '999', accountNumber: '123456789', accountName: 'Sam Paused', userId: me.memberNumber };
    const wrong = await app.inject({ method: 'POST', url: '/api/v1/payments/payment-setup', headers: { cookie }, payload: body });
    expectRefused(wrong, 400, 'Invalid BSB number.');
    const missing = await app.inject({ method: 'POST', url: '/api/v1/payments/payment-setup', headers: { cookie }, payload: { paymentType: 19 } });
    expect(missing.json().errors.message).toBe('Bsb number, Bsb number 2, Account number, Account name are required.');
    const right = await app.inject({ method: 'POST', url: '/api/v1/payments/payment-setup', headers: { cookie }, payload: { ...body, bsbNumber1: '032', bsbNumber2: '000' } });
    expect(right.statusCode).toBe(200);
    expect(right.json().payload).toBe('Your payment details have been updated.');
    const rows = await t.handle.db.execute<{ bsb: string; is_default: boolean }>(
      sql`select bsb, is_default from payment_methods where member_id = ${me.id} order by id`,
    );
    const list = (rows as unknown as { rows?: { bsb: string; is_default: boolean }[] }).rows ?? (rows as unknown as { bsb: string; is_default: boolean }[]);
    expect(list.filter((r) => r.is_default).map((r) => r.bsb)).toEqual(['032-000']);
    const foreign = await app.inject({ method: 'POST', url: '/api/v1/payments/payment-setup', headers: { cookie }, payload: { ...body, userId: memberNumber } });
    expect(foreign.statusCode).toBe(403);
  });

  it('saves a new card typed in the form', async () => {
    const cookie = await login('suspended');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/payment-setup',
      headers: { cookie },
      payload: { paymentType: 17, ccNumber: '4242424242424242', ccNameOnCard: 'Sam Paused', ccExpiryMonth: '01', ccExpiryYear: YEAR, ccCVV: '123' },
    });
    expect(res.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/payment-setup',
      headers: { cookie },
      payload: { paymentType: 17, ccNumber: '4242424242424241', ccNameOnCard: 'Sam Paused', ccExpiryMonth: '01', ccExpiryYear: YEAR, ccCVV: '123' },
    });
    expect(bad.json().errors.message).toBe('Invalid credit card Number');
  });
});
