// The owner's stored payment method: a resolved card, or a bank account set up at the club's
// gateway as a direct debit authority (Stripe: a BECS mandate). One default per member or student.
import { joinBsb, validateDebitRule, validateDebitValues } from '@portal/shared/validators';
import type { Database, Transaction } from '../../db/client';
import { requireBsb } from '../bsb';
import { gatewayForClub } from './gateway-registry';
import * as repo from './repo';
import { bad, refusedAsBadInput, type ResolvedCard } from './service';

export const PAYMENT_DETAILS_UPDATED = 'Your payment details have been updated.';

/** Stores a resolved card as the owner's default payment method (replacing the previous default). */
export async function saveCardAsPaymentMethod(
  db: Database | Transaction,
  owner: { memberId?: number; studentId?: number },
  card: ResolvedCard,
): Promise<number> {
  return db.transaction((tx) =>
    repo.insertDefaultPaymentMethod(tx, owner, {
      kind: 'card',
      cardToken: card.token,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      nameOnCard: card.nameOnCard,
    }),
  );
}

export interface DirectDebitInput {
  bsbNumber1?: string | null;
  bsbNumber2?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
}

/** Who agreed to the direct debit request, and from where (a BECS mandate records it). */
export interface MandateAcceptance {
  ipAddress: string;
  userAgent: string;
}

/**
 * Validates (debit rule, BSB lookup, account number and name), sets the account up at the club's
 * gateway as a direct debit authority (Stripe: a BECS mandate) and stores the default direct debit.
 */
export async function saveDirectDebit(
  db: Database | Transaction,
  owner: { memberId?: number; studentId?: number },
  input: DirectDebitInput,
  /** Absent: the member agreed away from the browser (the club's own form), an offline mandate. */
  acceptance?: MandateAcceptance,
): Promise<number> {
  const ruleError = validateDebitRule(input);
  if (ruleError) bad(ruleError);
  const values = {
    bsb1: String(input.bsbNumber1).trim(),
    bsb2: String(input.bsbNumber2).trim(),
    accountNumber: String(input.accountNumber).trim(),
    accountName: String(input.accountName).trim(),
  };
  // The payment-fields kit's bank rules, in field order: what the UI refuses, the API refuses.
  const errors = validateDebitValues(values, owner.studentId ? 'student' : 'member');
  const debitError = errors.bsb1 ?? errors.bsb2 ?? errors.accountNumber ?? errors.accountName;
  if (debitError) bad(debitError);
  const bsb = requireBsb(joinBsb(values.bsb1, values.bsb2)).bsb;
  const { accountNumber, accountName } = values;
  const contact = await repo.ownerContact(db, owner);
  const gateway = await gatewayForClub(db, contact?.clubId ?? null);
  const { token } = await refusedAsBadInput(() =>
    gateway.tokenizeBankAccount({ bsb, accountNumber, accountName, acceptance, email: contact?.email ?? '' }),
  );
  return db.transaction((tx) =>
    repo.insertDefaultPaymentMethod(tx, owner, {
      kind: 'direct_debit',
      accountName,
      accountNumber,
      accountNumberLast3: accountNumber.slice(-3),
      bsb,
      gatewayToken: token,
    }),
  );
}
