// Messages that leave the building: SMS through the HTTP gateway (a fake one on a local port),
// the join code by e-mail when no gateway is configured, and e-mail from the club.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { clubs, outbox } from '../src/db/schema';
import { enqueueEmail, enqueueSms } from '../src/modules/outbox/service';
import { HttpSmsGateway, toE164 } from '../src/modules/outbox/sms-gateway';
import { claim } from '../src/modules/outbox/repo';
import { sendPending, type MailTransport } from '../src/modules/outbox/worker';
import { createTestApp, nextIp, type TestApp } from './helpers/test-app';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

const FAKE_GATEWAY_PORT = 8161;
const TOKEN = 'fake-gateway-token-123';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: { account: string; from: string; to: string; text: string; reference: string };
}

let received: Received[] = [];
/** Numbers the fake gateway refuses (500), to see a failed attempt stay pending. */
const refuse = new Set<string>();
let gateway: http.Server;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401).end('bad token');
        return;
      }
      if (refuse.has(body.to)) {
        res.writeHead(500).end('carrier down');
        return;
      }
      received.push({ headers: req.headers, body });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(FAKE_GATEWAY_PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

const sms = () => ({ url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`, account: 'club-account-7', token: TOKEN, sender: 'DemoGym' });

async function call(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never, headers, remoteAddress: nextIp() });
  return { status: res.statusCode, body: res.json() };
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('with an SMS gateway configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sms: sms() }, { outboxIntervalMs: 100 });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    received = [];
  });

  it('the join code goes by SMS and reaches the gateway exactly once, even with two workers', async () => {
    const sent = await call(t, '/public/join/mfa-mobile-signup', { firstName: 'Sam', lastName: 'Sms', reference: '0400 555 321', email: 'sam@example.com', accountId: 'DEMO01' });
    expect(sent.status).toBe(200);
    expect(sent.body.payload).toEqual(expect.objectContaining({ channel: 'sms', sentTo: '0400 555 321', message: 'We have sent a verification code to your mobile.' }));
    const first = await waitFor(() => received[0]);
    // A second instance's worker runs over the same rows: the claim lets the message go once.
    await Promise.all([sendPending({ db: t.handle.db, mailFrom: t.config.mailFrom, sms: new HttpSmsGateway(sms()), log: t.app.log }), new Promise((r) => setTimeout(r, 600))]);
    expect(received).toHaveLength(1);
    expect(first.body).toEqual(expect.objectContaining({ account: 'club-account-7', from: 'DemoGym', to: '+61400555321' }));
    expect(first.body.reference).toMatch(/^outbox-\d+$/);
    expect(first.headers['idempotency-key']).toBe(first.body.reference);
    const row = firstRow(await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, '0400555321')).orderBy(desc(outbox.id)).limit(1), 'row');
    expect(row.status).toBe('sent');
    // No code went by e-mail.
    expect(await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'sam@example.com'))).toEqual([]);

    const code = /(\d{6})/.exec(first.body.text)![1];
    const valid = await call(t, '/public/join/mfa-mobile-signup/validate', { reference: sent.body.payload.reference, mfaCode: code });
    expect(valid.status).toBe(200);
  });

  it('a message another instance is still sending is not sent again (the claim is a lease)', async () => {
    // A second app without a worker of its own (no outbox interval runs before the assertions).
    const second = await createTestApp({ sms: sms() }, { outboxIntervalMs: 3_600_000 });
    try {
      const row = await enqueueSms(second.handle.db, { to: '0400555323', text: 'in flight' });
      // Instance A claimed it and is mid-send (no answer yet); instance B looks for work.
      expect(await claim(second.handle.db, row)).toBe(true);
      const gatewayB = new HttpSmsGateway(sms());
      expect(await sendPending({ db: second.handle.db, mailFrom: second.config.mailFrom, sms: gatewayB, log: second.app.log })).toBe(0);
      expect(received.filter((r) => r.body.to === '+61400555323')).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('a refused SMS stays pending with the gateway answer, for the next attempt', async () => {
    refuse.add('+61400555322');
    try {
      const row = await enqueueSms(t.handle.db, { to: '0400555322', text: 'hello' });
      const failed = await waitFor(async () => {
        const r = firstRow(await t.handle.db.select().from(outbox).where(eq(outbox.id, row.id)), 'r');
        return r.attempts > 0 && r.lastError ? r : undefined;
      });
      expect(failed.status).toBe('pending');
      expect(failed.lastError).toContain('500');
      expect(failed.lastError).not.toContain(TOKEN);
    } finally {
      refuse.clear();
    }
  });
});

describe('without an SMS gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sms: undefined });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the join code goes by e-mail; the sign-up must use that address; nothing waits for an SMS', async () => {
    const refused = await call(t, '/public/join/mfa-mobile-signup', { firstName: 'Eve', lastName: 'Email', reference: '0400 555 401', accountId: 'DEMO01' });
    expectRefused(refused, 400, 'Please enter valid email address.');

    const sent = await call(t, '/public/join/mfa-mobile-signup', { firstName: 'Eve', lastName: 'Email', reference: '0400 555 401', email: 'Eve.Email@example.com', accountId: 'DEMO01' });
    expect(sent.status).toBe(200);
    expect(sent.body.payload).toEqual(expect.objectContaining({ channel: 'email', sentTo: 'Eve.Email@example.com', message: 'We have sent a verification code to your email address.' }));
    expect(await t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'sms'), eq(outbox.toAddress, '0400555401')))).toEqual([]);
    const mail = firstRow(await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'eve.email@example.com')), 'mail');
    expect(mail.subject).toMatch(/verification code/);
    const code = /(\d{6})/.exec(mail.bodyText)![1];
    const valid = await call(t, '/public/join/mfa-mobile-signup/validate', { reference: sent.body.payload.reference, mfaCode: code });
    expect(valid.status).toBe(200);

    // The verified address binds the sign-up: joining with another one is refused before anything is charged.
    const other = await call(t, '/public/join/complete', {
      accountId: 'DEMO01', membershipTypeId: 1, paymentType: 17, membershipStartDate: '2030-01-01', paymentStartDate: '2030-01-01',
      firstName: 'Eve', lastName: 'Email', dateOfBirth: '1990-01-01', gender: 'F', email: 'someone.else@example.com', mobileNumber: '0400 555 401',
      password: 'joiner1234', mobileReference: sent.body.payload.reference, mobileToken: valid.body.payload.token, signature: 'data:image/png;base64,iVBORw0KGgo=',
    }, { 'idempotency-key': 'join-other-address' });
    expectRefused(other, 400, 'Please use the email address the verification code was sent to.');
  });
});

describe('e-mail is from the club', () => {
  let t: TestApp;
  const mails: Parameters<MailTransport['sendMail']>[0][] = [];
  const mail: MailTransport = {
    sendMail: async (m) => {
      mails.push(m);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ mailFrom: 'Member Portal <no-reply@portal.example>' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the club name with MAIL_FROM, the club address when it has one, and Reply-To the club contact', async () => {
    const demo = firstRow(await t.handle.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO01')), 'demo');
    const lite = firstRow(await t.handle.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO02')), 'lite');
    await t.handle.db.update(clubs).set({ mailFromName: 'Demo Gym Front Desk', mailFromAddress: 'frontdesk@demo.club' }).where(eq(clubs.id, demo.id));
    await t.handle.db.update(outbox).set({ status: 'sent' });
    await enqueueEmail(t.handle.db, { clubId: demo.id, to: 'a@example.com', subject: 'From demo', text: 'x' });
    await enqueueEmail(t.handle.db, { clubId: lite.id, to: 'b@example.com', subject: 'From lite', text: 'y' });
    await enqueueEmail(t.handle.db, { to: 'c@example.com', subject: 'From nobody', text: 'z' });
    expect(await sendPending({ db: t.handle.db, mailFrom: t.config.mailFrom, mail, log: t.app.log })).toBe(3);
    const bySubject = Object.fromEntries(mails.map((m) => [m.subject, m]));
    expect(bySubject['From demo']).toEqual(expect.objectContaining({ from: { name: 'Demo Gym Front Desk', address: 'frontdesk@demo.club' }, replyTo: demo.email }));
    expect(bySubject['From lite']).toEqual(expect.objectContaining({ from: { name: lite.name, address: 'no-reply@portal.example' }, replyTo: 'hello@lite.demo.club' }));
    expect(bySubject['From nobody'].from).toEqual({ name: 'Member Portal', address: 'no-reply@portal.example' });
    expect(bySubject['From nobody'].replyTo).toBeUndefined();
  });
});

test('Australian numbers go to the gateway in E.164', () => {
  expect(toE164('0412 345 678')).toBe('+61412345678');
  expect(toE164('61412345678')).toBe('+61412345678');
  expect(toE164('+61412345678')).toBe('+61412345678');
});
