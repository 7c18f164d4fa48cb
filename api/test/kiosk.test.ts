// Kiosk check-in needs a paired device: a club ADMIN issues a one-time pairing code, the kiosk
// exchanges it for a long-lived, revocable device token (an HttpOnly cookie on the kiosk API
// path). Attacks reproduced: calling the check-in API with no device, scraping names with short
// or broad searches, replaying or guessing pairing codes, a revoked device, a member issuing
// codes, and scanning barcodes as fast as a script can.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { kioskDevices, kioskPairingCodes, members, posTransactions } from '../src/db/schema';
import { pinClock, resetClock } from '../src/lib/clock';
import { createTestApp, demoLogins, nextIp, type TestApp } from './helpers/test-app';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
let as: Record<'admin' | 'member', string>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoLogins(t, 'admin', 'member');
});
afterAll(async () => {
  resetClock();
  await t?.close();
});

// The envelope's payload differs per route; each test reads the fields it checks.
type Body = { statusCode: number; payload: any; errors: { message: string } };
async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie?: string) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json() as Body, raw: res };
}

const KIOSK_COOKIE = 'portal_kiosk';
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === KIOSK_COOKIE);
  if (!cookie?.value) throw new Error(`no device cookie: ${res.statusCode} ${res.body}`);
  return `${KIOSK_COOKIE}=${cookie.value}`;
}

async function issueCode(deviceName = 'Front desk'): Promise<string> {
  const res = await call('POST', '/admin/kiosks/pairing-codes', { deviceName }, as.admin);
  expect(res.status).toBe(200);
  return res.body.payload.code as string;
}

async function pairDevice(deviceName = 'Front desk'): Promise<string> {
  const res = await call('POST', '/public/check-in/pair', { code: await issueCode(deviceName) });
  expect(res.status).toBe(200);
  return deviceCookieOf(res.raw);
}

describe('kiosk check-in without a paired device', () => {
  it('answers 401 to barcode, name and search check-ins', async () => {
    const barcode = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' });
    expectRefused(barcode, 401, 'This kiosk is not paired. Ask a club admin for a pairing code.');
    expect((await call('POST', '/public/check-in/name', { accountId: 'DEMO01', memberNumber: '100001' })).status).toBe(401);
    expect((await call('POST', '/public/check-in/search', { accountId: 'DEMO01', name: 'alex' })).status).toBe(401);
    expect((await call('GET', '/public/check-in/device')).status).toBe(401);
  });
  it('answers 401 to a made-up device token, and a member session is no device', async () => {
    const forged = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' }, `${KIOSK_COOKIE}=${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
    const asMember = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' }, as.member);
    expect(asMember.status).toBe(401);
  });
});

describe('issuing pairing codes', () => {
  it('is for a club ADMIN only: no session 401, a member 403', async () => {
    expect((await call('POST', '/admin/kiosks/pairing-codes', { deviceName: 'Desk' })).status).toBe(401);
    expect((await call('POST', '/admin/kiosks/pairing-codes', { deviceName: 'Desk' }, as.member)).status).toBe(403);
    expect((await call('GET', '/admin/kiosks', undefined, as.member)).status).toBe(403);
    expect((await call('DELETE', '/admin/kiosks/1', undefined, as.member)).status).toBe(403);
  });
  it('answers a short code with its expiry, and stores only hashes', async () => {
    const res = await call('POST', '/admin/kiosks/pairing-codes', { deviceName: 'Hash check' }, as.admin);
    expect(res.status).toBe(200);
    const { code, expiresAt } = res.body.payload;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(15);
    const rows = await t.handle.db.select().from(kioskPairingCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));

    const paired = await call('POST', '/public/check-in/pair', { code });
    const token = deviceCookieOf(paired.raw).split('=')[1];
    const devices = await t.handle.db.select().from(kioskDevices);
    expect(JSON.stringify(devices)).not.toContain(token);
  });
});

describe('pairing a kiosk', () => {
  it('sets an HttpOnly device cookie on the kiosk API path and the device says which club it serves', async () => {
    const res = await call('POST', '/public/check-in/pair', { code: await issueCode('Reception') });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual(expect.objectContaining({ deviceName: 'Reception', accountId: 'DEMO01' }));
    const cookie = res.raw.cookies.find((c) => c.name === KIOSK_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.path).toBe('/api/v1/public/check-in');
    expect(String(cookie.sameSite).toLowerCase()).toBe('strict');
    expect(cookie.maxAge).toBeGreaterThan(86_400 * 300);
    const device = await call('GET', '/public/check-in/device', undefined, deviceCookieOf(res.raw));
    expect(device.status).toBe(200);
    expect(device.body.payload).toEqual(expect.objectContaining({ deviceName: 'Reception', accountId: 'DEMO01' }));
  });
  it('a pairing code works once', async () => {
    const code = await issueCode();
    expect((await call('POST', '/public/check-in/pair', { code })).status).toBe(200);
    const again = await call('POST', '/public/check-in/pair', { code });
    expectRefused(again, 400, 'That pairing code is not valid or has expired. Ask a club admin for a new one.');
    expect(again.raw.cookies.find((c) => c.name === KIOSK_COOKIE)).toBeUndefined();
  });
  it('a pairing code expires', async () => {
    const code = await issueCode();
    pinClock(new Date(Date.now() + 16 * 60_000));
    try {
      const late = await call('POST', '/public/check-in/pair', { code });
      expect(late.status).toBe(400);
    } finally {
      resetClock();
    }
    // Back inside its window the same code still pairs: the refusal above was the expiry alone.
    expect((await call('POST', '/public/check-in/pair', { code })).status).toBe(200);
  });
  it('accepts the code typed in lower case, with or without the dash, and refuses made-up codes', async () => {
    const code = await issueCode();
    expect((await call('POST', '/public/check-in/pair', { code: ` ${code.replace('-', '').toLowerCase()} ` })).status).toBe(200);
    expect((await call('POST', '/public/check-in/pair', { code: 'ABCD-EFGH' })).status).toBe(400);
    expect((await call('POST', '/public/check-in/pair', { code: '' })).status).toBe(400);
  });
});

describe('kiosk check-in with a paired device', () => {
  let device: string;
  beforeAll(async () => {
    device = await pairDevice('Check-in desk');
  });

  it('admits the demo member by barcode and refuses a suspended one with the reason', async () => {
    const okRes = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' }, device);
    expect(okRes.status).toBe(200);
    expect(okRes.body.payload).toEqual(expect.objectContaining({ memberNumber: '100001', displayName: 'Alex M.' }));
    const refused = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100003' }, device);
    expectRefused(refused, 403, 'Your membership is suspended. Please see the front desk.');
    const unknown = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '0000' }, device);
    expect(unknown.status).toBe(404);
  });
  it('refuses a member with an overdue payment', async () => {
    const riley = firstRow(await t.handle.db.select().from(members).where(eq(members.memberNumber, '100002')), 'riley');
    const tx = firstRow(await t.handle.db.insert(posTransactions).values({ clubId: riley.clubId, memberId: riley.id, amountCents: 2500, outstandingCents: 2500, description: 'Locker hire' }).returning(), 'tx');
    const res = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100002' }, device);
    expect(res.status).toBe(403);
    expect(res.body.errors.message).toMatch(/overdue/);
    await t.handle.db.update(posTransactions).set({ outstandingCents: 0 }).where(eq(posTransactions.id, tx.id));
  });
  it('serves only the club it was paired with', async () => {
    const other = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO02', barcode: '9100001' }, device);
    expect(other.status).toBe(403);
  });
  it('a name search needs at least 3 characters', async () => {
    const short = await call('POST', '/public/check-in/search', { accountId: 'DEMO01', name: 'al' }, device);
    expect(short.status).toBe(400);
    const padded = await call('POST', '/public/check-in/search', { accountId: 'DEMO01', name: ' a  ' }, device);
    expect(padded.status).toBe(400);
  });
  it('answers at most 10 people, first name and last initial only, nothing about their status', async () => {
    const alex = firstRow(await t.handle.db.select().from(members).where(eq(members.memberNumber, '100001')), 'alex');
    for (let i = 0; i < 14; i += 1) {
      await t.handle.db.insert(members).values({
        clubId: alex.clubId,
        memberNumber: `77${String(i).padStart(4, '0')}`,
        firstName: 'Kiosky',
        lastName: `Secretsurname${i}`,
        status: i % 2 ? 'suspended' : 'active',
        email: `kiosky${i}@example.com`,
        barcode: `88${String(i).padStart(4, '0')}`,
      });
    }
    const res = await call('POST', '/public/check-in/search', { accountId: 'DEMO01', name: 'kiosky' }, device);
    expect(res.status).toBe(200);
    const found = res.body.payload as Record<string, unknown>[];
    expect(found).toHaveLength(10);
    for (const match of found) {
      expect(Object.keys(match).sort()).toEqual(['displayName', 'memberNumber']);
      expect(match.displayName).toMatch(/^Kiosky S\.$/);
    }
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/Secretsurname|suspended|active|@example\.com/i);
  });
  it('checks in the member chosen from a search', async () => {
    const search = await call('POST', '/public/check-in/search', { accountId: 'DEMO01', name: 'alex mor' }, device);
    expect(search.body.payload).toEqual([{ memberNumber: '100001', displayName: 'Alex M.' }]);
    const res = await call('POST', '/public/check-in/name', { accountId: 'DEMO01', memberNumber: '100001' }, device);
    expect(res.status).toBe(200);
  });
});

describe('revoking a kiosk', () => {
  it('lists the club devices without their tokens, and a revoked device gets 401', async () => {
    const device = await pairDevice('Lost tablet');
    expect((await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' }, device)).status).toBe(200);
    const list = await call('GET', '/admin/kiosks', undefined, as.admin);
    expect(list.status).toBe(200);
    const lost = (list.body.payload as { id: number; deviceName: string }[]).find((d) => d.deviceName === 'Lost tablet')!;
    expect(lost).toEqual(expect.objectContaining({ id: expect.any(Number), pairedAt: expect.any(String) }));
    expect(JSON.stringify(list.body)).not.toContain(device.split('=')[1]);

    const revoked = await call('DELETE', `/admin/kiosks/${lost.id}`, undefined, as.admin);
    expect(revoked.status).toBe(200);
    const after = await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' }, device);
    expect(after.status).toBe(401);
    expect((await call('GET', '/public/check-in/device', undefined, device)).status).toBe(401);
    const listed = await call('GET', '/admin/kiosks', undefined, as.admin);
    expect((listed.body.payload as { id: number }[]).some((d) => d.id === lost.id)).toBe(false);
    expect((await call('DELETE', `/admin/kiosks/${lost.id}`, undefined, as.admin)).status).toBe(404);
    expect((await call('DELETE', '/admin/kiosks/99999999', undefined, as.admin)).status).toBe(404);
  });
});

describe('barcode check-in rate limit', () => {
  it('slows one device scanning barcodes as fast as a script can, and not the device beside it', async () => {
    const scripted = await pairDevice('Scripted');
    // The limit counts per minute: start at the top of one, so the whole burst falls in it.
    pinClock(new Date(Math.ceil(Date.now() / 60_000) * 60_000));
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      statuses.push((await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: `55${i}` }, scripted)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const neighbour = await pairDevice('Neighbour');
    expect((await call('POST', '/public/check-in/barcode', { accountId: 'DEMO01', barcode: '9100001' }, neighbour)).status).toBe(200);
    resetClock();
  });
});
