// Fixtures of the payment idempotency tests: a gateway that records every charge it is asked
// for, payers of each kind (members, a second swim guardian) with live sessions, vault tokens and
// one call helper that always sends the Idempotency-Key it is given.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { guardians, members, students, users, USER_TYPE } from '../../src/db/schema';
import { createSession } from '../../src/lib/sessions';
import type { BankAccountToTokenize, ChargeRequest, ChargeResult, CardToTokenize, ConfirmStep, PaymentGateway, TokenizeResult } from '../../src/modules/payments/gateway';
import { SandboxGateway, SANDBOX_TEST_CARDS } from '../../src/modules/payments/sandbox-gateway';
import { createMembers } from '../bookings-helpers/fixtures';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from '../helpers/test-app';
import { firstRow } from '../../src/lib/first-row';

export const APPROVE = SANDBOX_TEST_CARDS.approve;
export const APPROVE_OTHER = '5555555555554444';
export const DECLINE = SANDBOX_TEST_CARDS.decline;
export const CARD_YEAR = String(new Date().getFullYear() + 2);
/** What a member is told when a used key comes back with another payer's or another request's details. */
export const KEY_REUSED_TEXT = /already submitted with different details/i;

/** A gateway (the sandbox unless given) with a log of every charge the app asked for (the tests' view of "was anyone charged"). */
export class RecordingGateway implements PaymentGateway {
  readonly name: string;
  readonly charges: Array<ChargeRequest & { status: ChargeResult['status'] }> = [];

  constructor(private readonly inner: PaymentGateway = new SandboxGateway()) {
    this.name = inner.name;
  }

  tokenize(card: CardToTokenize): Promise<TokenizeResult> {
    return this.inner.tokenize(card);
  }

  tokenizeBankAccount(account: BankAccountToTokenize): Promise<TokenizeResult> {
    return this.inner.tokenizeBankAccount(account);
  }

  confirmStep(reference: string): Promise<ConfirmStep> {
    return this.inner.confirmStep(reference);
  }

  refresh(reference: string, confirmation: string): Promise<ChargeResult> {
    return this.inner.refresh(reference, confirmation);
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    const result = await this.inner.charge(req);
    this.charges.push({ ...req, status: result.status });
    return result;
  }

  /** A position in the log: pass it to approvedSince / attemptsSince. */
  mark(): number {
    return this.charges.length;
  }

  /** Approved charges that moved money ($0 card verifications of renew-contract do not). */
  approvedSince(mark: number): number {
    return this.charges.slice(mark).filter((c) => c.status === 'approved' && c.amountCents > 0).length;
  }

  attemptsSince(mark: number): number {
    return this.charges.length - mark;
  }
}

export interface Envelope {
  statusCode: number;
  payload: any;
  errors: { message: string } | null;
}

export interface CallOptions {
  cookie?: string | null;
  method?: 'GET' | 'POST';
  key?: string;
}

export async function call(t: TestApp, url: string, body: unknown, opts: CallOptions = {}): Promise<{ status: number; body: Envelope }> {
  const res = await t.app.inject({
    method: opts.method ?? 'POST',
    url: `/api/v1${url}`,
    remoteAddress: nextIp(),
    headers: {
      origin: PUBLIC_ORIGIN,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? res.json() : null) as Envelope };
}

export const rawCard = (ccNumber: string, ccNameOnCard = 'Pat Payer') => ({
  ccNumber,
  ccNameOnCard,
  ccExpiryMonth: '12',
  ccExpiryYear: CARD_YEAR,
  cccVv: '123',
});

/** A vault token for `number`, as the card-capture frame hands it to the page. */
export async function vaultToken(t: TestApp, number: string, name = 'Pat Payer'): Promise<{ token: string; tokenReference: string }> {
  const res = await call(t, '/payments/vault/tokenize', { ...rawCard(number, name), accountId: 'DEMO01' });
  if (res.status !== 200) throw new Error(`tokenize failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.payload.Token, tokenReference: res.body.payload.TokenReference };
}

export interface Payer {
  memberId: number;
  userId: number;
  memberNumber: string;
  userType: number;
  cookie: string;
}

/** `n` members of the club, each with a portal login and a live session. */
export async function createPayers(t: TestApp, clubId: number, n: number, prefix: string): Promise<Payer[]> {
  const created = await createMembers(t, clubId, n, prefix);
  const out: Payer[] = [];
  for (const m of created) {
    const user = firstRow(await t.handle.db.select({ id: users.id }).from(users).where(eq(users.memberId, m.id)), 'user');
    await t.handle.db.update(members).set({ email: `${m.memberNumber.toLowerCase()}@payers.test`, dateOfBirth: '1990-01-01' }).where(eq(members.id, m.id));
    out.push({ memberId: m.id, userId: user.id, memberNumber: m.memberNumber, userType: USER_TYPE.member, cookie: m.cookie });
  }
  return out;
}

/** A second swim family: a guardian with a login and one student. */
export async function createGuardian(t: TestApp, clubId: number, familyNumber: string) {
  const db = t.handle.db;
  const guardian = firstRow(await db
    .insert(guardians)
    .values({ clubId, memberNumber: familyNumber, familyName: 'Other', personName: 'Olly Other', email: `${familyNumber.toLowerCase()}@family.test` })
    .returning(), 'guardian');
  const student = firstRow(await db.insert(students).values({ guardianId: guardian.id, studentNumber: `${familyNumber}-S`, name: 'Ollie Other', birthday: '2018-01-01', gender: 'M' }).returning(), 'student');
  const user = firstRow(await db
    .insert(users)
    .values({ clubId, email: guardian.email!, userName: guardian.email!, passwordHash: 'not-used', userType: USER_TYPE.guardian, guardianId: guardian.id, role: 'USER' })
    .returning(), 'user');
  const { token } = await createSession(db, user.id, { idleMs: t.config.sessionIdleMs, absoluteMs: t.config.sessionAbsoluteMs }, {});
  return { guardian, student, cookie: `portal_sid=${token}` };
}

/** Rows of a raw count query (the drizzle result shape differs between PGlite and pg). */
export async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

export const approvedPayments = (db: Database) => count(db, sql`select count(*)::int as n from payments where status = 'approved'`);

