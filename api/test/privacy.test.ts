// A member's privacy self-service: download my data (theirs only), delete my account (their
// password, an e-mailed one-time link, a grace period they can cancel in, then the erasure): after
// it they cannot sign in, they are anonymised, and the club's payment totals are unchanged.
import { and, desc, eq, sql } from 'drizzle-orm';
import { DELETION_LINK_INVALID_MESSAGE } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import { jobContext } from '../src/app';
import { accountDeletions, members, outbox, payments } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { now, pinClock } from '../src/lib/clock';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { expectRefused } from './helpers/expect-refused';
import { pdfText } from './helpers/pdf-text';
import { withSignedInDemoClub } from './helpers/shared-app';
import { demoLogins, nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';

/** The one-time token of the e-mailed confirmation link; the mail must hold one. */
function confirmTokenOf(body: string | undefined): string {
  const found = /confirm-account-deletion\?token=(\S+)/.exec(body ?? '');
  if (!found?.[1]) throw new Error(`no confirmation link in: ${body}`);
  return decodeURIComponent(found[1]);
}

let t: TestApp, clubId: number, as: Record<'member' | 'staff' | 'renew' | 'admin', string>;
withSignedInDemoClub((app) => demoLogins(app, 'member', 'staff', 'renew', 'admin'), (demo) => ({ t, clubId, as } = demo));

type Body = { statusCode: number; payload: any; errors: { message: string } };
async function call(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(cookie ? { cookie } : {}), origin: PUBLIC_ORIGIN }, remoteAddress: nextIp(), ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, body: res.json() as Body, headers: res.headers };
}

const deletionsOf = async (email: string) =>
  t.handle.db.select().from(accountDeletions).innerJoin(members, eq(members.id, accountDeletions.memberId)).where(eq(members.email, email));

/** Runs the jobs due once the 14-day grace period is over (the clock moved past it, then back). */
async function runJobsAfterGrace(): Promise<void> {
  const at = now();
  pinClock(new Date(at.getTime() + 15 * 86_400_000));
  try {
    await runDueJobs(t.handle.db, jobContext(t.config), { limit: 1000 });
  } finally {
    pinClock(new Date(now().getTime() - 15 * 86_400_000));
  }
}

it('signed out is 401, STAFF is refused, a wrong password or a forged link deletes nothing', async () => {
  expect((await call(undefined, 'GET', '/privacy/my-data')).status).toBe(401);
  expect((await call(undefined, 'POST', '/privacy/account-deletion', { password: DEMO_PASSWORD })).status).toBe(401);
  expect((await call(as.staff, 'GET', '/privacy/my-data')).status).toBe(403);
  expect((await call(as.staff, 'POST', '/privacy/account-deletion', { password: DEMO_PASSWORD })).status).toBe(403);
  expectRefused(await call(as.member, 'POST', '/privacy/account-deletion', { password: 'not-the-password' }), 400, 'The password is not correct.');
  expect(await deletionsOf('member@demo.club')).toEqual([]);
  expectRefused(await call(undefined, 'POST', '/privacy/account-deletion/confirm', { token: 'forged-token-0123456789' }), 400, DELETION_LINK_INVALID_MESSAGE);
});

it('my data is mine only: profile, children, memberships, bookings, payments', async () => {
  const res = await call(as.member, 'GET', '/privacy/my-data');
  expect(res.status).toBe(200);
  expect(String(res.headers['content-disposition'])).toContain('my-data.json');
  const data = res.body.payload;
  expect(data.profile.email).toBe('member@demo.club');
  expect(data.children.length).toBe(2);
  expect(data.memberships.length).toBeGreaterThan(0);
  expect(data.payments.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toContain('renew@demo.club');
  expect(JSON.stringify(data)).not.toMatch(/password_hash|card_token|signature_png/);
});

it('my data as a readable PDF: my name, a booking and a payment; another member gets their own, signed out gets nothing', async () => {
  const pdf = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/v1/privacy/my-data.pdf', headers: { ...(cookie ? { cookie } : {}), origin: PUBLIC_ORIGIN } });
  expect((await pdf()).statusCode).toBe(401);
  expect((await pdf(as.staff)).statusCode).toBe(403);
  const res = await pdf(as.member);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  expect(String(res.headers['content-disposition'])).toContain('my-data.pdf');
  const text = pdfText(res.rawPayload);
  const [me] = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), eq(members.email, 'member@demo.club')));
  const myName = `${me!.firstName} ${me!.lastName}`;
  expect(text).toContain(myName);
  expect(text).toContain('member@demo.club');
  const data = (await call(as.member, 'GET', '/privacy/my-data')).body.payload;
  expect([...data.bookings.classes, ...data.bookings.personalTraining, ...data.bookings.creche].length).toBeGreaterThan(0);
  expect(text).toMatch(/^(Class|Personal training with|Creche): \S.*, \d{4}-\d\d-\d\d \d\d:\d\d/m);
  expect(text).toContain(formatMoney((data.payments as { amount_cents: number }[])[0]!.amount_cents));
  // Another member's PDF is theirs: nothing of this member in it.
  const other = pdfText((await pdf(as.renew)).rawPayload);
  expect(other).toContain('renew@demo.club');
  expect(other).not.toContain('member@demo.club');
  expect(other).not.toContain(myName);
});

it('delete my account: confirmed by e-mail, cancellable in the grace period, then erased; the club’s payment totals are unchanged', async () => {
  const totals = async () =>
    (await t.handle.db.select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments).where(eq(payments.clubId, clubId)))[0];
  // The finance export's totals of the year around today: what the club's books say.
  const day = (offset: number) => new Date(now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const financeTotals = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/club-console/billing/finance-export?from=${day(-330)}&to=${day(30)}`, headers: { cookie: as.admin, origin: PUBLIC_ORIGIN } });
    expect(res.statusCode).toBe(200);
    return res.body.split('\n').filter((l) => /^"?(Total|Net)/.test(l));
  };
  const [renew] = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), eq(members.email, 'renew@demo.club')));
  // A payment of the member's that the books must keep after the erasure.
  await t.handle.db.insert(payments).values({ clubId, memberId: renew!.id, amountCents: 4321, status: 'approved', gateway: 'sandbox', purpose: 'membership-signup', description: 'Joining fee', cardLast4: '4242' });
  const ownPayments = async () => t.handle.db.select({ id: payments.id, cents: payments.amountCents, status: payments.status }).from(payments).where(eq(payments.memberId, renew!.id)).orderBy(payments.id);
  const paymentsBefore = await ownPayments();
  const before = await totals();
  const booksBefore = await financeTotals();
  expect(booksBefore.find((l) => l.startsWith('Total payments'))).not.toContain(',0.00,');

  const asked = await call(as.renew, 'POST', '/privacy/account-deletion', { password: DEMO_PASSWORD });
  expect(asked.body.payload.state).toBe('awaiting-confirmation');
  const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'renew@demo.club')).orderBy(desc(outbox.id)).limit(1);
  const token = confirmTokenOf(mail?.bodyText);
  const confirmed = await call(undefined, 'POST', '/privacy/account-deletion/confirm', { token });
  expect(confirmed.body.payload.state).toBe('scheduled');
  expectRefused(await call(undefined, 'POST', '/privacy/account-deletion/confirm', { token }), 400, DELETION_LINK_INVALID_MESSAGE);
  // In the grace period the member can still sign in (and cancel); nothing is erased yet.
  const cookie = await t.login('renew@demo.club', DEMO_PASSWORD);
  expect((await call(cookie, 'GET', '/privacy/account-deletion')).body.payload.state).toBe('scheduled');
  await runDueJobs(t.handle.db, jobContext(t.config));
  expect((await t.handle.db.select().from(members).where(eq(members.id, renew!.id)))[0]?.email).toBe('renew@demo.club');

  await runJobsAfterGrace();
  await expect(t.login('renew@demo.club', DEMO_PASSWORD)).rejects.toThrow(/login failed/);
  expect((await call(cookie, 'GET', '/privacy/my-data')).status).toBe(401);
  const [erased] = await t.handle.db.select().from(members).where(eq(members.id, renew!.id));
  expect(erased).toMatchObject({ firstName: 'Deleted', email: null, mobile: null, dateOfBirth: null, status: 'inactive' });
  expect(await totals()).toEqual(before);
  expect(await financeTotals()).toEqual(booksBefore);
  // The member's own payments stay in the books with their amounts, only anonymised.
  expect(await ownPayments()).toEqual(paymentsBefore);
});

it('a deletion cancelled in the grace period never runs', async () => {
  await call(as.member, 'POST', '/privacy/account-deletion', { password: DEMO_PASSWORD });
  const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'member@demo.club')).orderBy(desc(outbox.id)).limit(1);
  const token = confirmTokenOf(mail?.bodyText);
  expect((await call(undefined, 'POST', '/privacy/account-deletion/confirm', { token })).status).toBe(200);
  expect((await call(as.member, 'POST', '/privacy/account-deletion/cancel')).body.payload.state).toBe('none');
  await runJobsAfterGrace();
  expect(await t.login('member@demo.club', DEMO_PASSWORD)).toContain('portal_sid=');
});
