// A BECS debit is accepted by the gateway as pending and counted as collected; the bank may still
// fail it days later (Stripe's payment_intent.payment_failed). The webhook's settlement tells us,
// inside its transaction (handled once per event id, so a replayed event changes nothing): the
// debit goes back into arrears on the club's retry schedule and the member is told.
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { onPaymentSettled } from '../payments';
import { bankFailedDebit, clubCtx, DEBIT_PURPOSE } from './collect';
import * as repo from './repo';

const BANK_FAILED = 'The bank could not collect this debit.';

onPaymentSettled(async (tx, settled) => {
  if (settled.purpose !== DEBIT_PURPOSE || settled.status === 'approved') return;
  const db = tx as Database;
  const debit = await repo.debitCollectedBy(db, settled.paymentId);
  if (!debit) return;
  const ctx = await clubCtx(db, debit.clubId, '', clockNow());
  if (ctx) await bankFailedDebit(db, ctx, debit, settled.paymentId, settled.reason ?? BANK_FAILED);
});
