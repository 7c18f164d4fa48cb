// The membership catalogue in the club console: an ADMIN creates a membership type with an add-on
// and a promo code and join online sells it at once; every write is refused to a member, to STAFF
// and to another club's ADMIN; bad input gets its field's message; every change is audited; a type
// members hold is retired, never deleted.
import { and, desc, eq } from 'drizzle-orm';
import { PRICE_MESSAGE, END_BEFORE_START_MESSAGE, FREQUENCY_REQUIRED_MESSAGE, MEMBERSHIP_TYPE_DEFAULTS, PICTURE_MESSAGE } from '@portal/shared/validators';
import { PROMO_INVALID } from '@portal/shared/messages';
import type { MembershipTypeInput } from '@portal/shared/contracts';
import { clubAuditLog, membershipTypes } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';
import { localDate } from '../src/lib/club-calendar';
import { now } from '../src/lib/clock';
import { apiCalls, consoleLogins, type ConsoleLogins, type Method } from './helpers/console-api';

let t: TestApp, clubId: number, as: ConsoleLogins;
withSignedInDemoClub(consoleLogins, (demo) => ({ t, clubId, as } = demo));

const call = apiCalls(() => t);

const directDebit: MembershipTypeInput = {
  ...MEMBERSHIP_TYPE_DEFAULTS,
  description: 'Harbour Direct Debit',
  shortDescription: 'Train any time',
  fullDescription: 'Gym floor and every group class.',
  priceCents: 3495,
  joiningFeeCents: 4900,
  accessCardFeeCents: 1500,
  minimumPeriod: 6,
  durationDays: 0,
  noOfDaysAllowMembershipStartDate: 21,
  noOfDaysAllowPaymentStartDate: 7,
  onlineSignupTag: 'New',
};
const addon = { description: 'Locker Hire', totalCostCents: 2500, minimumPeriodLabel: '3 Months', visits: 0, validDays: 90 };
const promo = { code: 'OPENING20', kind: 'percent' as const, value: 20, appliesTo: 'any' as const, validFrom: '', validTo: '', maxUses: 0 };
const voucher = { code: 'SHOPNOW', kind: 'fixed' as const, value: 500, minSpendCents: 0, validTo: '', singleUsePerMember: false };

/** The next weekday of the club (join online starts memberships on weekdays). */
function today(): string {
  const day = new Date(`${localDate(now(), 'Australia/Sydney')}T00:00:00Z`);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('who may write the catalogue', () => {
  const writes: Array<[Method, string, unknown?]> = [
    ['POST', '/club-console/membership-types', directDebit],
    ['PUT', '/club-console/membership-types/1', directDebit],
    ['DELETE', '/club-console/membership-types/1'],
    ['POST', '/club-console/membership-types/1/restore'],
    ['POST', '/club-console/add-ons', addon],
    ['PUT', '/club-console/add-ons/1', addon],
    ['DELETE', '/club-console/add-ons/1'],
    ['POST', '/club-console/promo-codes', promo],
    ['PUT', '/club-console/promo-codes/1', promo],
    ['DELETE', '/club-console/promo-codes/1'],
    ['POST', '/club-console/vouchers', voucher],
    ['PUT', '/club-console/vouchers/1', voucher],
    ['DELETE', '/club-console/vouchers/1'],
  ];

  it('a member and STAFF are refused every write, and nothing changes', async () => {
    const [before] = await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.id, 1));
    for (const who of ['member', 'staff'] as const) {
      for (const [method, url, body] of writes) {
        expect({ who, url, method, status: (await call(as[who], method, url, body)).status }).toEqual({ who, url, method, status: 403 });
      }
    }
    const [after] = await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.id, 1));
    expect(after).toEqual(before);
  });

  it("another club's ADMIN cannot change or remove this club's catalogue (404), nor see it", async () => {
    const [before] = await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.id, 1));
    expect(before?.clubId).toBe(clubId);
    for (const [method, url, body] of writes.filter(([m, u]) => m !== 'POST' || u.includes('restore'))) {
      expect({ url, method, status: (await call(as.otherAdmin, method, url, body)).status }).toEqual({ url, method, status: 404 });
    }
    const list = await call(as.otherAdmin, 'GET', '/club-console/membership-types');
    expect(list.body.payload.map((x: { id: number }) => x.id)).not.toContain(1);
    const [after] = await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.id, 1));
    expect(after).toEqual(before);
  });

  it('a forged add-on of another club is refused on a type', async () => {
    const other = await call(as.otherAdmin, 'POST', '/club-console/add-ons', { ...addon, description: 'Lite towel' });
    expect(other.status).toBe(200);
    const res = await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, addonIds: [other.body.payload.id] });
    expectRefused(res, 400, 'That add-on is not one of your club\u2019s add-ons.');
  });
});

describe('an ADMIN builds what join online sells', () => {
  it('a direct-debit type with an add-on and a promo code is on sale at once, quoted with both', async () => {
    const a = await call(as.admin, 'POST', '/club-console/add-ons', addon);
    expect(a.status).toBe(200);
    const created = await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, addonIds: [a.body.payload.id] });
    expect(created.status).toBe(200);
    const type = created.body.payload;
    expect(type).toMatchObject({ description: 'Harbour Direct Debit', paymentKind: 'direct-debit', addonIds: [a.body.payload.id], active: true, memberCount: 0 });
    const p = await call(as.admin, 'POST', '/club-console/promo-codes', promo);
    expect(p.body.payload).toMatchObject({ code: 'OPENING20', uses: 0, active: true });

    const options = await call(undefined, 'GET', '/public/join/options/DEMO01');
    const offered = options.body.payload.membershipTypes.find((x: { id: number }) => x.id === type.id);
    expect(offered).toMatchObject({ priceCents: 3495, joiningFeeCents: 4900, isDirectDebit: true, paymentFrequency: 'fortnightly', noOfDaysAllowMembershipStartDate: 21 });
    expect(offered.addOns.map((x: { id: number }) => x.id)).toEqual([a.body.payload.id]);

    const quote = await call(undefined, 'POST', '/public/join/quote', {
      accountId: 'DEMO01', membershipTypeId: type.id, paymentType: 19, membershipStartDate: today(), paymentStartDate: today(),
      promoCode: 'opening20', addOnIds: [a.body.payload.id],
    });
    expect(quote.status).toBe(200);
    expect(quote.body.payload.promoCode).toBe('OPENING20');
  });

  it('bad input gets its field’s message and saves nothing', async () => {
    const count = (await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.clubId, clubId))).length;
    expectRefused(await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, priceCents: -1 }), 400, PRICE_MESSAGE);
    expectRefused(await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, paymentFrequency: '' }), 400, FREQUENCY_REQUIRED_MESSAGE);
    const overTwoMegabytes = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 30_000).toString('base64')}`;
    expectRefused(await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, photo: overTwoMegabytes }), 400, PICTURE_MESSAGE);
    expectRefused(await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, photo: 'data:image/png;base64,AAAA' }), 400, PICTURE_MESSAGE);
    expectRefused(await call(as.admin, 'POST', '/club-console/promo-codes', { ...promo, code: 'LATER', validFrom: '2030-05-01', validTo: '2030-04-01' }), 400, END_BEFORE_START_MESSAGE);
    expect((await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.clubId, clubId))).length).toBe(count);
  });

  it('a picture far over the limit is refused, not a crash', async () => {
    const res = await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, photo: `data:image/png;base64,${'A'.repeat(10 * 1024 * 1024)}` });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors.message).not.toBe('');
  });

  it('every change is audited with who, before and after', async () => {
    const created = await call(as.admin, 'POST', '/club-console/add-ons', { ...addon, description: 'Sauna' });
    await call(as.admin, 'PUT', `/club-console/add-ons/${created.body.payload.id}`, { ...addon, description: 'Sauna', totalCostCents: 3000 });
    const [last] = await t.handle.db.select().from(clubAuditLog).where(and(eq(clubAuditLog.clubId, clubId), eq(clubAuditLog.area, 'add-ons'))).orderBy(desc(clubAuditLog.id)).limit(1);
    expect(last).toMatchObject({ before: { totalCostCents: 2500 }, after: { totalCostCents: 3000 } });
    const audit = await call(as.admin, 'GET', '/club-console/audit');
    expect(audit.body.payload[0]).toMatchObject({ area: 'add-ons', who: 'admin@demo.club' });
  });

  it('a type members hold is retired, not deleted: no longer sold, and their membership keeps it', async () => {
    // The demo's 12 Month Direct Debit: Alex holds it.
    const list = await call(as.admin, 'GET', '/club-console/membership-types');
    const held = list.body.payload.find((x: { description: string }) => x.description === '12 Month Direct Debit');
    expect(held.memberCount).toBeGreaterThan(0);
    const res = await call(as.admin, 'DELETE', `/club-console/membership-types/${held.id}`);
    expect(res.body.payload.outcome).toBe('retired');
    expect((await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.id, held.id))).length).toBe(1);
    const options = await call(undefined, 'GET', '/public/join/options/DEMO01');
    expect(options.body.payload.membershipTypes.map((x: { id: number }) => x.id)).not.toContain(held.id);
    const mine = await call(as.member, 'GET', '/membership/100001');
    expect(JSON.stringify(mine.body.payload)).toContain('12 Month Direct Debit');
    // Back on sale.
    expect((await call(as.admin, 'POST', `/club-console/membership-types/${held.id}/restore`)).body.payload.active).toBe(true);
  });

  it('a type nobody holds is deleted', async () => {
    const created = await call(as.admin, 'POST', '/club-console/membership-types', { ...directDebit, description: 'Short lived' });
    const res = await call(as.admin, 'DELETE', `/club-console/membership-types/${created.body.payload.id}`);
    expect(res.body.payload.outcome).toBe('deleted');
    expect((await t.handle.db.select().from(membershipTypes).where(eq(membershipTypes.id, created.body.payload.id))).length).toBe(0);
  });

  it('a retired promo code is no longer accepted', async () => {
    const p = await call(as.admin, 'POST', '/club-console/promo-codes', { ...promo, code: 'GONE10' });
    await t.handle.db.execute(`update promo_codes set uses = 1 where id = ${Number(p.body.payload.id)}`);
    expect((await call(as.admin, 'DELETE', `/club-console/promo-codes/${p.body.payload.id}`)).body.payload.outcome).toBe('retired');
    const quote = await call(undefined, 'POST', '/public/join/quote', {
      accountId: 'DEMO01', membershipTypeId: 2, paymentType: 19, membershipStartDate: today(), paymentStartDate: today(), promoCode: 'GONE10',
    });
    expectRefused(quote, 400, PROMO_INVALID);
  });

  it('a promo or voucher code already used at the club is refused whatever its case', async () => {
    expectRefused(await call(as.admin, 'POST', '/club-console/promo-codes', { ...promo, code: 'welcome10' }), 400, 'That code is already in use at your club.');
    expectRefused(await call(as.admin, 'POST', '/club-console/vouchers', { ...voucher, code: 'shop10' }), 400, 'That code is already in use at your club.');
    const v = await call(as.admin, 'POST', '/club-console/vouchers', { ...voucher, validTo: '2030-01-31' });
    expect(v.body.payload).toMatchObject({ code: 'SHOPNOW', validTo: '2030-01-31', uses: 0 });
  });
});
