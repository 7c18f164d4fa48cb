// One-off fees as debits: an early cancellation's fee, a class's late-cancel fee and the fee of a
// freeze paid by bank account are written
// as one billing_debits row (its own kind, the cancellation's or booking's id) inside the
// transaction that incurs them, so the daily run collects them as any debit: payOnce, the
// household's payer, retries, receipts and bank failures, unchanged.
import { and, eq } from 'drizzle-orm';
import { chargeableTokenOf } from '../payments';
import { paymentMethodOf } from './repo';
import type { Database } from '../../db/client';
import { billingDebits, type ONE_OFF_KINDS } from '../../db/schema';

export type OneOffKind = (typeof ONE_OFF_KINDS)[number];

export interface OneOffFee {
  clubId: number;
  memberId: number;
  kind: OneOffKind;
  /** The cancellation's id (cancellation-fee) or the class booking's (late-cancel-fee). */
  agreementId: number;
  dueDate: string;
  amountCents: number;
  description: string;
}

/** Writes the fee's debit once: a replay finds the one-off unique key taken and adds nothing. */
export async function addFeeDebit(db: Pick<Database, 'insert'>, fee: OneOffFee): Promise<void> {
  if (fee.amountCents <= 0) return;
  const { kind, ...rest } = fee;
  await db.insert(billingDebits).values({ ...rest, agreementKind: kind }).onConflictDoNothing();
}

/** The fee is no longer owed (its cancellation was withdrawn): cancelled unless already collected. */
export async function cancelFeeDebit(db: Pick<Database, 'update'>, kind: OneOffKind, agreementId: number): Promise<void> {
  await db
    .update(billingDebits)
    .set({ status: 'cancelled', nextAttemptOn: null })
    .where(and(eq(billingDebits.agreementKind, kind), eq(billingDebits.agreementId, agreementId), eq(billingDebits.status, 'pending')));
}

/** Whether billing would collect from the member's bank account (their default method is one it can debit). */
export async function debitsBankAccount(db: Database, memberId: number): Promise<boolean> {
  const method = await paymentMethodOf(db, memberId);
  return method?.kind === 'direct_debit' && chargeableTokenOf(method) !== null;
}
