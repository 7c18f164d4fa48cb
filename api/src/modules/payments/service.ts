// Payments used by every other module: card tokens, charges (idempotent) and stored payment
// methods. Card numbers and CVVs are validated and handed to the gateway, never stored or logged:
// only the token, its reference, brand, last 4, expiry and name on card are kept.
import type { FastifyRequest } from 'fastify';
import {
  CARD_BRAND_NOT_ACCEPTED,
  CARD_CAPTURE_FAILED,
  PAYMENT_SUCCESSFUL,
} from '@portal/shared/messages';
import {
  cardTypeFromNumber,
  digitsOnly,
  firstCardError,
  maskCardForVault,
  validateCardRule,
} from '@portal/shared/validators';
import type { CardInput } from '@portal/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import { now } from '../../lib/clock';
import { FieldError, HttpError } from '../../lib/http-error';
import { brandOfCardType } from './card-brands';
import { type ChargeStatus, PaymentMethodRefusedError } from './gateway';
import { gatewayForClub } from './gateway-registry';
import { applyWaitingEvents } from './settlement';
import * as repo from './repo';
import type { Db, Owner } from './repo';

export type { Transaction };

export const IDEMPOTENCY_KEY_REQUIRED = 'Idempotency-Key header is required.';
export const PAYMENT_ALREADY_RECORDED = 'This payment was already recorded. Please reload the page.';
export const SAVED_CARD_NOT_FOUND = 'We could not find a saved card, please enter your card details.';

export interface ResolvedCard {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  nameOnCard: string;
}

export interface TokenizedCard extends ResolvedCard {
  tokenReference: string;
  /** first 6 + '######' + last 4 */
  maskedNumber: string;
}

/** A 400 with the member-facing message. */
export const bad = (message: string): never => {
  throw new HttpError(400, message);
};

/**
 * Validates raw card fields (docs/spec/account-core.md §5 credit card rule and card library rules), tokenises
 * them at the gateway and records the token. The number and CVV go no further than this function.
 */
export async function tokenizeCard(
  db: Db,
  clubId: number | null,
  input: Pick<CardInput, 'ccNumber' | 'ccNameOnCard' | 'ccExpiryMonth' | 'ccExpiryYear' | 'cccVv'>,
): Promise<TokenizedCard> {
  const fields = {
    ccNumber: input.ccNumber,
    ccNameOnCard: input.ccNameOnCard,
    ccExpiryMonth: input.ccExpiryMonth,
    ccExpiryYear: input.ccExpiryYear,
    cvv: input.cccVv,
  };
  const ruleError = validateCardRule(fields, false);
  if (ruleError) bad(ruleError);
  const number = digitsOnly(String(input.ccNumber));
  const nameOnCard = String(input.ccNameOnCard).trim();
  const cvv = String(input.cccVv).trim();
  // The payment-fields kit's rules, at the server's "now": what the UI refuses, the API refuses.
  const cardError = firstCardError(
    { nameOnCard, number, expiryMonth: String(input.ccExpiryMonth), expiryYear: String(input.ccExpiryYear), cvv },
    now(),
  );
  if (cardError) bad(cardError);
  const type = cardTypeFromNumber(number);
  if (!type) return bad(CARD_BRAND_NOT_ACCEPTED);

  const expiryMonth = Number(input.ccExpiryMonth);
  const rawYear = Number(input.ccExpiryYear);
  const expiryYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  const gateway = await gatewayForClub(db, clubId);
  const { token, tokenReference } = await refusedAsBadInput(() => gateway.tokenize({ number, nameOnCard, expiryMonth, expiryYear, cvv }));
  const brand = brandOfCardType(type);
  const last4 = number.slice(-4);
  await repo.insertCardToken(db, { clubId, token, tokenReference, brand, last4, expiryMonth, expiryYear, nameOnCard });
  return { token, tokenReference, brand, last4, expiryMonth, expiryYear, nameOnCard, maskedNumber: maskCardForVault(number) };
}

/** A card or bank account the gateway will not keep is the member's bad input (400, the gateway's words). */
export async function refusedAsBadInput<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentMethodRefusedError) return bad(error.message);
    throw error;
  }
}

/**
 * Resolves what the browser sent into a stored token: a vault token (must exist for this club),
 * the member's saved card (useExistingCard), or raw fields tokenised at once.
 * Throws HttpError(400, <spec message>).
 */
export async function resolveCardToken(
  db: Database,
  ctx: { clubId: number; memberId?: number | null; studentId?: number | null },
  input: CardInput,
): Promise<ResolvedCard> {
  if (input.token) {
    const row = await repo.findCardToken(db, input.token, ctx.clubId);
    if (!row) return bad(CARD_CAPTURE_FAILED);
    // A token saved as someone's card pays only for them: knowing it (a log, a shared screen) must
    // not let another member, or a signed-out visitor, charge that card.
    const owners = await repo.savedOwnersOfToken(db, row.token);
    const isOwner = (o: Owner) =>
      (ctx.memberId != null && o.memberId === ctx.memberId) || (ctx.studentId != null && o.studentId === ctx.studentId);
    if (owners.length && !owners.some(isOwner)) throw new FieldError('token', CARD_CAPTURE_FAILED);
    if (row.clubId === null) await repo.claimCardToken(db, row.id, ctx.clubId);
    return {
      token: row.token,
      brand: row.brand,
      last4: row.last4,
      expiryMonth: row.expiryMonth,
      expiryYear: row.expiryYear,
      nameOnCard: row.nameOnCard ?? '',
    };
  }
  if (input.useExistingCard) {
    const owner: Owner = { memberId: ctx.memberId, studentId: ctx.studentId };
    const saved = owner.memberId || owner.studentId ? await repo.findSavedCard(db, owner) : undefined;
    if (!saved?.cardToken) return bad(SAVED_CARD_NOT_FOUND);
    return {
      token: saved.cardToken,
      brand: saved.cardBrand ?? '',
      last4: saved.cardLast4 ?? '',
      expiryMonth: saved.cardExpiryMonth ?? 0,
      expiryYear: saved.cardExpiryYear ?? 0,
      nameOnCard: saved.nameOnCard ?? '',
    };
  }
  const { tokenReference: _ref, maskedNumber: _masked, ...card } = await tokenizeCard(db, ctx.clubId, input);
  return card;
}

export interface ChargeTokenRequest {
  clubId: number;
  amountCents: number;
  /** The payments row's key: unique per club, already scoped to the payer (see idempotency.ts). */
  idempotencyKey: string;
  /** What the gateway deduplicates on; defaults to club + idempotencyKey. */
  gatewayKey?: string;
  purpose: string;
  description?: string;
  memberId?: number | null;
  studentId?: number | null;
  token: string;
  kind?: 'charge' | 'direct_debit';
}

export interface ChargeTokenResult {
  /** pending: a bank debit not yet settled; requires_action: the member must confirm (3-D Secure). */
  status: ChargeStatus;
  paymentId: number;
  message: string;
  /** The gateway's reference of the charge (refunds name it). */
  reference?: string;
}

type AttemptRequest = Omit<ChargeTokenRequest, 'token' | 'gatewayKey'>;

/**
 * The ledger row of an attempt, written as failed with `reason` (a charge's outcome replaces it);
 * a key that already has a row is a 409, so one request never records two attempts.
 */
async function insertAttempt(db: Database | Transaction, req: AttemptRequest, gateway: string, reason: string, cardLast4?: string | null): Promise<{ id: number }> {
  const created = await repo.insertPaymentIfNew(db, {
    clubId: req.clubId,
    memberId: req.memberId ?? null,
    studentId: req.studentId ?? null,
    amountCents: req.amountCents,
    status: 'failed',
    gateway,
    declineReason: reason,
    purpose: req.purpose,
    kind: req.kind ?? 'charge',
    description: req.description ?? null,
    cardLast4,
    idempotencyKey: req.idempotencyKey,
  });
  if (!created) throw new HttpError(409, PAYMENT_ALREADY_RECORDED);
  return created;
}

/**
 * Charges the token and records a `payments` row either way. It never answers an earlier
 * payment: a key that already has a row is a 409. Routes do not call it directly but through
 * payOnce (idempotency.ts), which scopes the key to the payer and the request and replays.
 */
export async function chargeToken(db: Database | Transaction, req: ChargeTokenRequest): Promise<ChargeTokenResult> {
  if (!Number.isInteger(req.amountCents) || req.amountCents < 0) throw new Error('amountCents must be a non-negative integer');
  if (!req.idempotencyKey) throw new HttpError(400, IDEMPOTENCY_KEY_REQUIRED);
  const gateway = await gatewayForClub(db, req.clubId);
  return db.transaction(async (tx) => {
    // The history (/payments) shows which card paid.
    const created = await insertAttempt(tx, req, gateway.name, 'pending', await repo.cardLast4OfToken(tx, req.token));
    const result = await gateway.charge({
      token: req.token,
      amountCents: req.amountCents,
      currency: 'AUD',
      idempotencyKey: req.gatewayKey ?? `${req.clubId}:${req.idempotencyKey}`,
      description: req.description ?? req.purpose,
    });
    await repo.updatePayment(tx, created.id, {
      status: result.status,
      gatewayReference: result.reference || null,
      declineReason: result.status === 'approved' ? null : result.message,
    });
    // A webhook may have told us how the charge ended before we knew its reference.
    const settled = result.reference ? await applyWaitingEvents(tx, gateway.name, result.reference) : null;
    const status = settled ?? result.status;
    return {
      status,
      paymentId: created.id,
      message: status === 'approved' ? PAYMENT_SUCCESSFUL : result.message,
      reference: result.reference,
    };
  });
}

/** A saved method's gateway token: the card token, or the bank account's mandate token. */
export function chargeableTokenOf(method: { kind: string; cardToken: string | null; gatewayToken: string | null }): string | null {
  return method.kind === 'card' ? method.cardToken : method.gatewayToken;
}

/**
 * A collection that could not be sent to the gateway (no payment method, a card expired before the
 * due date) is still an attempt on the ledger: a failed row with the reason, once per key.
 */
export async function recordFailedAttempt(
  db: Database | Transaction,
  req: AttemptRequest & { reason: string },
): Promise<ChargeTokenResult> {
  const created = await insertAttempt(db, req, (await gatewayForClub(db, req.clubId)).name, req.reason);
  return { status: 'failed', paymentId: created.id, message: req.reason };
}

/**
 * Money settled outside the gateway, recorded on the ledger as approved: taken at the desk (cash,
 * EFTPOS) or waived by the club (a zero amount), so the failed row it settles stops counting as owed.
 */
export async function recordOffGatewayPayment(
  db: Database | Transaction,
  req: { clubId: number; memberId: number; amountCents: number; gateway: 'desk' | 'waiver'; purpose: string; description: string; idempotencyKey: string },
): Promise<number> {
  const created = await repo.insertPaymentIfNew(db, {
    clubId: req.clubId,
    memberId: req.memberId,
    amountCents: req.amountCents,
    status: 'approved',
    gateway: req.gateway,
    purpose: req.purpose,
    kind: 'charge',
    description: req.description,
    idempotencyKey: req.idempotencyKey,
  });
  if (!created) throw new HttpError(409, PAYMENT_ALREADY_RECORDED);
  return created.id;
}

/** Reads the Idempotency-Key header that every charge route requires (docs/spec/design.md §4). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || value.length > 200) throw new HttpError(400, IDEMPOTENCY_KEY_REQUIRED);
  return value;
}
