// payOnce for many payments of one club at once (billing's collection of a day's debits): the
// same idempotency key rows, the same ledger rows and the same gateway keys as payOnce and
// chargeToken write one by one, in a handful of statements whatever the number. A key that was
// already claimed is left to the caller (answered null), who replays it through payOnce.
import { sql } from 'drizzle-orm';
import { PAYMENT_SUCCESSFUL } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { idempotencyKeys, payments } from '../../db/schema';
import { now } from '../../lib/clock';
import { intArray, textArray } from '../../lib/pg-arrays';
import type { ChargeResult } from './gateway';
import { gatewayForClub } from './gateway-registry';
import { IDEMPOTENCY_RETENTION_HOURS, type IdempotentRequest, type PaymentCharge, requestFingerprint } from './idempotency';
import type { ChargeTokenResult } from './service';
import { applyWaitingEvents } from './settlement';

export interface BatchPayment {
  req: Omit<IdempotentRequest, 'clubId'>;
  charge: PaymentCharge;
  /** The card's last 4 for the history (null for a bank account). */
  cardLast4: string | null;
}

/** How many gateway calls are in flight at once (a real gateway is a network round trip). */
const GATEWAY_PARALLEL = 8;

async function inParallel<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    // After one failure nothing more is sent: the whole batch rolls back.
    while (next < items.length && !failed) {
      const at = next++;
      try {
        out[at] = await run(items[at]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Charges each payment once, in the caller's transaction: answers each one's result, or null
 * where its key was already claimed (a replay: the caller asks payOnce, which answers it).
 */
export async function payBatchOnce(db: Database, clubId: number, batch: BatchPayment[]): Promise<Array<ChargeTokenResult | null>> {
  if (!batch.length) return [];
  return db.transaction(async (tx) => {
    const createdAt = now();
    const scopeOf = (b: BatchPayment) => `club:${clubId}/${b.req.payer}`;
    const prints = batch.map((b) => requestFingerprint({ ...b.req, clubId }));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values(batch.map((b, i) => ({ scope: scopeOf(b), key: b.req.key, requestHash: prints[i]!, createdAt })))
      .onConflictDoNothing()
      .returning({ scope: idempotencyKeys.scope, key: idempotencyKeys.key });
    const isClaimed = new Set(claimed.map((c) => `${c.scope}\n${c.key}`));
    const mine = batch.map((b, i) => ({ b, i })).filter(({ b }) => isClaimed.has(`${scopeOf(b)}\n${b.req.key}`));
    const out: Array<ChargeTokenResult | null> = batch.map(() => null);
    if (!mine.length) return out;

    const gateway = await gatewayForClub(tx, clubId);
    const rows = await tx
      .insert(payments)
      .values(
        mine.map(({ b }) => ({
          clubId,
          memberId: b.charge.memberId ?? null,
          studentId: b.charge.studentId ?? null,
          amountCents: b.charge.amountCents,
          status: 'failed' as const,
          gateway: gateway.name,
          declineReason: 'pending',
          purpose: b.charge.purpose,
          kind: b.charge.kind ?? 'charge',
          description: b.charge.description ?? null,
          cardLast4: b.cardLast4,
          idempotencyKey: `${b.req.payer}/${b.req.key}`,
        })),
      )
      .returning({ id: payments.id, idempotencyKey: payments.idempotencyKey });
    const idOf = new Map(rows.map((r) => [r.idempotencyKey, r.id]));

    const results: ChargeResult[] = await inParallel(mine, GATEWAY_PARALLEL, ({ b, i }) =>
      gateway.charge({
        token: b.charge.token,
        amountCents: b.charge.amountCents,
        currency: 'AUD',
        idempotencyKey: `${clubId}/${b.req.payer}/${b.req.key}/${prints[i]!.slice(0, 16)}`,
        description: b.charge.description ?? b.charge.purpose,
      }),
    );
    const ids = mine.map(({ b }) => idOf.get(`${b.req.payer}/${b.req.key}`)!);
    await tx.execute(sql`update ${payments} p set status = v.status, gateway_reference = v.ref, decline_reason = v.reason
      from unnest(${intArray(ids)}::int[], ${textArray(results.map((r) => r.status))}::text[], ${textArray(results.map((r) => r.reference || null))}::text[],
                  ${textArray(results.map((r) => (r.status === 'approved' ? null : r.message)))}::text[]) as v(id, status, ref, reason)
      where p.id = v.id`);

    const responses: ChargeTokenResult[] = [];
    for (let n = 0; n < mine.length; n += 1) {
      const result = results[n]!;
      // A webhook may have told us how the charge ended before we knew its reference (Stripe only).
      const settled = result.reference ? await applyWaitingEvents(tx, gateway.name, result.reference) : null;
      const status = settled ?? result.status;
      const response = { status, paymentId: ids[n]!, message: status === 'approved' ? PAYMENT_SUCCESSFUL : result.message, reference: result.reference };
      responses.push(response);
      out[mine[n]!.i] = response;
    }
    await tx.execute(sql`update ${idempotencyKeys} k set response = v.response::jsonb, status_code = 200
      from unnest(${textArray(mine.map(({ b }) => scopeOf(b)))}::text[], ${textArray(mine.map(({ b }) => b.req.key))}::text[], ${textArray(responses.map((r) => JSON.stringify(r)))}::text[]) as v(scope, key, response)
      where k.scope = v.scope and k.key = v.key`);
    const cutoff = new Date(createdAt.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000);
    await tx.execute(sql`delete from ${idempotencyKeys} where scope like ${`club:${clubId}/%`} and created_at < ${cutoff}`);
    return out;
  });
}
