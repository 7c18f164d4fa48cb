// The one place every payment route goes through for its Idempotency-Key (Stripe's rules).
//
// A key belongs to the club and the payer (a member, a student, a swim family, a shop user, or
// the identity typed into a public form), never to the club alone: another payer who sends the
// same key starts their own, independent payment. Under that scope the key remembers a
// fingerprint of the request (payer, route and the canonical body: card token or card, item,
// promo code...) and the response of the purchase it completed:
//   - same key, same request     -> the stored response, nothing charged or created again;
//   - same key, different request -> 409, nothing charged or created;
//   - a request that fails (declined card, out of stock, bad input) stores nothing: nothing was
//     bought, and the payer may try again with the same key or a new one.
// The key row, the charge and the purchase are written in one transaction, and the key row is
// claimed first, so a concurrent double submit waits for the first one and then replays it.
// Keys are kept IDEMPOTENCY_RETENTION_HOURS; older ones are purged as new ones are written.
import { createHash } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { chargeToken, type ChargeTokenResult, type Transaction } from './service';

export const IDEMPOTENCY_KEY_REUSED =
  'This payment was already submitted with different details. Please reload the page and start the payment again.';
export const IDEMPOTENCY_IN_PROGRESS = 'This payment is still being processed. Please wait a moment before trying again.';

/** At least 24 hours (Stripe keeps keys 24 h); a week covers a payer retrying days later. */
export const IDEMPOTENCY_RETENTION_HOURS = 24 * 7;

/** Who pays: the identity a key is scoped to. */
export const payer = {
  member: (memberId: number) => `member:${memberId}`,
  student: (studentId: number) => `student:${studentId}`,
  guardian: (guardianId: number) => `guardian:${guardianId}`,
  user: (userId: number) => `user:${userId}`,
  /** A public form's payer, by the e-mail typed in (hashed: the scope is stored and logged). */
  email: (email: string) => `email:${sha256(email.trim().toLowerCase()).slice(0, 32)}`,
};

export interface IdempotentRequest {
  clubId: number;
  /** One of `payer.*`. */
  payer: string;
  /** The Idempotency-Key header. */
  key: string;
  /** The route, e.g. 'POST /extras/buy-addon': a key used on another route is another request. */
  route: string;
  /** The request body as received (card numbers are reduced to their last 4, CVVs and passwords dropped). */
  body: unknown;
}

/** A purchase the signed-in member pays for: scoped to their club and to them (a household payer's too). */
export const memberPurchase = (ctx: { club: { id: number }; member: { id: number } }, route: string, body: unknown, key: string): IdempotentRequest => ({
  clubId: ctx.club.id,
  payer: payer.member(ctx.member.id),
  key,
  route,
  body,
});

export interface PaymentCharge {
  amountCents: number;
  purpose: string;
  token: string;
  description?: string;
  memberId?: number | null;
  studentId?: number | null;
  /** 'direct_debit' for a collection the club runs on schedule (billing); a charge otherwise. */
  kind?: 'charge' | 'direct_debit';
}

/** Charges the card once for this request; the only way a route charges. */
export type Pay = (charge: PaymentCharge) => Promise<ChargeTokenResult>;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// Never part of a fingerprint: secrets that must not be derivable from a stored hash. A card
// number counts by its last 4 (with brand, expiry and name elsewhere in the body), which also
// keeps a retried typed card equal to itself although it is tokenised afresh each time.
const DROPPED_FIELDS = new Set(['cccvv', 'cvv', 'password']);
const CARD_NUMBER_FIELDS = new Set(['ccnumber']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[name];
      const lower = name.toLowerCase();
      if (field === undefined || DROPPED_FIELDS.has(lower)) continue;
      out[name] = CARD_NUMBER_FIELDS.has(lower) ? `last4:${String(field).replace(/\D/g, '').slice(-4)}` : canonical(field);
    }
    return out;
  }
  return value;
}

/** The request's fingerprint: payer, route and canonical body. */
export function requestFingerprint(req: IdempotentRequest): string {
  return sha256(JSON.stringify({ payer: req.payer, route: req.route, body: canonical(req.body) }));
}

const scopeOf = (req: IdempotentRequest) => `club:${req.clubId}/${req.payer}`;

type KeyRow = typeof idempotencyKeys.$inferSelect;

function replayOf<T>(row: KeyRow, fingerprint: string): T {
  if (row.requestHash !== fingerprint) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
  if (row.response === null) throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS);
  return row.response as T;
}

async function findKey(db: Database | Transaction, req: IdempotentRequest): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scopeOf(req)), eq(idempotencyKeys.key, req.key)));
  return row;
}

/**
 * The response this payer's key already bought, when the request is the same; 409 when the key
 * was used for another request; undefined when the key is new. Routes call it first, so a
 * replay answers before any check that the first purchase itself changed (a balance now paid,
 * a member now existing) could refuse it.
 */
export async function storedPayment<T>(db: Database, req: IdempotentRequest): Promise<T | undefined> {
  const row = await findKey(db, req);
  return row ? replayOf<T>(row, requestFingerprint(req)) : undefined;
}

/**
 * Runs a purchase once per (club, payer, key): claims the key, lets `run` charge through `pay`
 * and write the purchase, and stores its response — all in one transaction. A concurrent request
 * with the same key waits on the claimed row and then gets the stored response (or 409 when
 * its request differs). An error thrown by `run` undoes everything, the key included.
 */
export async function payOnce<T>(
  db: Database,
  req: IdempotentRequest,
  run: (tx: Transaction, pay: Pay) => Promise<T>,
): Promise<{ response: T; replayed: boolean }> {
  const fingerprint = requestFingerprint(req);
  const scope = scopeOf(req);
  return db.transaction(async (tx) => {
    const createdAt = now();
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ scope, key: req.key, requestHash: fingerprint, createdAt })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const row = await findKey(tx, req);
      if (!row) throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS);
      return { response: replayOf<T>(row, fingerprint), replayed: true };
    }
    let charged = false;
    const pay: Pay = (charge) => {
      // One charge per request: the payments row is unique on the scoped key.
      if (charged) throw new Error('a payment request charges at most once');
      charged = true;
      return chargeToken(tx, {
        ...charge,
        clubId: req.clubId,
        idempotencyKey: `${req.payer}/${req.key}`,
        gatewayKey: `${req.clubId}/${req.payer}/${req.key}/${fingerprint.slice(0, 16)}`,
      });
    };
    const response = await run(tx, pay);
    await tx
      .update(idempotencyKeys)
      .set({ response: response as never, statusCode: 200 })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, req.key)));
    const cutoff = new Date(createdAt.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000);
    await tx.delete(idempotencyKeys).where(and(like(idempotencyKeys.scope, `club:${req.clubId}/%`), lt(idempotencyKeys.createdAt, cutoff)));
    return { response, replayed: false };
  });
}
