// Built-in sandbox gateway. It keeps no state: the outcome of a test card is encoded in the token
// it issues (a real gateway keeps the card on its side instead), so every API instance agrees.
//   4242424242424242 approves; 4000000000000002 declines; 4000000000009995 insufficient funds;
//   4000000000000069 expired; 4000002760003184 asks for 3-D Secure on every charge (Stripe's
//   number for the same case); any other Luhn-valid card of a known brand approves.
// Bank accounts: a debit approves at once, except account number 000111111 (Stripe's BECS test
// account that fails), which declines.
// SANDBOX_CHARGE_JOURNAL names a file every charge the sandbox answers is appended to (its
// Idempotency-Key and outcome, written before the answer returns): what a real gateway's own
// records would show, so a bench can count charges across instances and a SIGKILL.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { SANDBOX_CONFIRMATION } from '@portal/shared/contracts';
import type {
  BankAccountToTokenize,
  CardToTokenize,
  ChargeRequest,
  ChargeResult,
  ConfirmStep,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  TokenizeResult,
} from './gateway';

export const SANDBOX_TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  authenticationRequired: '4000002760003184',
} as const;

export const SANDBOX_TEST_BANK_ACCOUNTS = { approve: '000123456', fail: '000111111' } as const;

/**
 * What the sandbox's stand-in for the bank's challenge answers: the confirm-payment page sends it
 * back, as Stripe.js hands back the PaymentIntent it confirmed.
 */
export const SANDBOX_CONFIRMATIONS = { authenticated: SANDBOX_CONFIRMATION, refused: 'sandbox-refused' } as const;

type Outcome = 'ok' | 'declined' | 'funds' | 'expired' | 'auth' | 'bankfail';

const OUTCOME_BY_CARD: Record<string, Outcome> = {
  [SANDBOX_TEST_CARDS.decline]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'funds',
  [SANDBOX_TEST_CARDS.expired]: 'expired',
  [SANDBOX_TEST_CARDS.authenticationRequired]: 'auth',
};

export const SANDBOX_MESSAGES = {
  approved: 'Approved',
  declined: 'Your card was declined.',
  funds: 'Insufficient funds.',
  expired: 'Your card has expired.',
  unknownToken: 'Unknown card token.',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  authenticationFailed: 'Your bank could not confirm this payment.',
  bankFailed: 'The bank account could not be debited.',
  refunded: 'Refunded',
} as const;

const random = (bytes: number) => randomBytes(bytes).toString('hex');
const AUTH_REFERENCE = /^ch_sbx_auth_[0-9a-f]{20}$/;

let journal: { path: string; fd: number } | null = null;

function journalCharge(idempotencyKey: string, status: string): void {
  const path = process.env.SANDBOX_CHARGE_JOURNAL;
  if (!path) return;
  if (journal?.path !== path) {
    if (journal) closeSync(journal.fd);
    journal = { path, fd: openSync(path, 'a') };
  }
  writeSync(journal.fd, `${idempotencyKey}\t${status}\n`);
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  async tokenize(card: CardToTokenize): Promise<TokenizeResult> {
    const outcome = OUTCOME_BY_CARD[card.number] ?? 'ok';
    return { token: `tok_sbx_${outcome}_${random(12)}`, tokenReference: `ref_sbx_${random(8)}` };
  }

  async tokenizeBankAccount(account: BankAccountToTokenize): Promise<TokenizeResult> {
    const outcome: Outcome = account.accountNumber === SANDBOX_TEST_BANK_ACCOUNTS.fail ? 'bankfail' : 'ok';
    return { token: `tok_sbx_${outcome}_${random(12)}`, tokenReference: `mandate_sbx_${random(8)}` };
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    const result = this.answer(req);
    journalCharge(req.idempotencyKey, result.status);
    return result;
  }

  private answer(req: ChargeRequest): ChargeResult {
    // Seeded demo tokens (tok_demo_*) behave like the approving test card.
    const match = /^tok_(?:sbx_(ok|declined|funds|expired|auth|bankfail)|demo)_/.exec(req.token);
    const outcome = (match?.[1] ?? 'ok') as Outcome;
    // A $0 card check is not a payment: the bank asks for nothing.
    if (outcome === 'auth' && req.amountCents > 0) {
      return { status: 'requires_action', reference: `ch_sbx_auth_${random(10)}`, declineCode: 'authentication_required', message: SANDBOX_MESSAGES.authenticationRequired };
    }
    const reference = `ch_sbx_${random(10)}`;
    if (!match) return { status: 'failed', reference, declineCode: 'invalid_token', message: SANDBOX_MESSAGES.unknownToken };
    switch (outcome) {
      case 'declined':
        return { status: 'declined', reference, declineCode: 'card_declined', message: SANDBOX_MESSAGES.declined };
      case 'funds':
        return { status: 'declined', reference, declineCode: 'insufficient_funds', message: SANDBOX_MESSAGES.funds };
      case 'expired':
        return { status: 'declined', reference, declineCode: 'expired_card', message: SANDBOX_MESSAGES.expired };
      case 'bankfail':
        return { status: 'declined', reference, declineCode: 'account_closed', message: SANDBOX_MESSAGES.bankFailed };
      default:
        return { status: 'approved', reference, message: SANDBOX_MESSAGES.approved };
    }
  }

  async confirmStep(reference: string): Promise<ConfirmStep> {
    return { kind: 'sandbox', clientSecret: `${reference}_secret` };
  }

  async refresh(reference: string, confirmation: string): Promise<ChargeResult> {
    if (!AUTH_REFERENCE.test(reference)) return { status: 'failed', reference, message: SANDBOX_MESSAGES.unknownToken };
    if (confirmation === SANDBOX_CONFIRMATIONS.authenticated) return { status: 'approved', reference, message: SANDBOX_MESSAGES.approved };
    if (confirmation === SANDBOX_CONFIRMATIONS.refused) {
      return { status: 'declined', reference, declineCode: 'authentication_failed', message: SANDBOX_MESSAGES.authenticationFailed };
    }
    return { status: 'requires_action', reference, declineCode: 'authentication_required', message: SANDBOX_MESSAGES.authenticationRequired };
  }

  async refund(req: RefundRequest): Promise<RefundResult> {
    // Every charge reference the sandbox issued refunds; anything else is not ours.
    if (!/^ch_sbx_|^demo-/.test(req.chargeReference)) return { status: 'failed', reference: '', message: SANDBOX_MESSAGES.unknownToken };
    return { status: 'approved', reference: `re_sbx_${random(10)}`, message: SANDBOX_MESSAGES.refunded };
  }
}
