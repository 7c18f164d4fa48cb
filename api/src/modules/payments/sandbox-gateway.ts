// Built-in sandbox gateway. It keeps no state: the outcome of a test card is encoded in the token
// it issues (a real gateway keeps the card on its side instead), so every API instance agrees.
//   4242424242424242 approves; 4000000000000002 declines; 4000000000009995 insufficient funds;
//   4000000000000069 expired; any other Luhn-valid card of a known brand approves.
// A bank account is charged through its `bank_sbx_<bsb>_<account>` token (bankAccountToken); an
// account number ending in 000 is a closed account (the bank dishonours it).
import { randomBytes } from 'node:crypto';
import type { CardToTokenize, ChargeRequest, ChargeResult, PaymentGateway, RefundRequest, RefundResult, TokenizeResult } from './gateway';

export const SANDBOX_TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

type Outcome = 'ok' | 'declined' | 'funds' | 'expired';

const OUTCOME_BY_CARD: Record<string, Outcome> = {
  [SANDBOX_TEST_CARDS.decline]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'funds',
  [SANDBOX_TEST_CARDS.expired]: 'expired',
};

export const SANDBOX_MESSAGES = {
  approved: 'Approved',
  declined: 'Your card was declined.',
  funds: 'Insufficient funds.',
  expired: 'Your card has expired.',
  unknownToken: 'Unknown card token.',
  accountClosed: 'Dishonoured: account closed.',
  refunded: 'Refunded',
} as const;

const random = (bytes: number) => randomBytes(bytes).toString('hex');

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  async tokenize(card: CardToTokenize): Promise<TokenizeResult> {
    const outcome = OUTCOME_BY_CARD[card.number] ?? 'ok';
    return { token: `tok_sbx_${outcome}_${random(12)}`, tokenReference: `ref_sbx_${random(8)}` };
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    const reference = `ch_sbx_${random(10)}`;
    const bank = /^bank_sbx_\d{3}-?\d{3}_(\d+)$/.exec(req.token);
    if (bank) {
      return bank[1]!.endsWith('000')
        ? { status: 'declined', reference, declineCode: 'account_closed', message: SANDBOX_MESSAGES.accountClosed }
        : { status: 'approved', reference, message: SANDBOX_MESSAGES.approved };
    }
    // Seeded demo tokens (tok_demo_*) behave like the approving test card.
    const match = /^tok_(?:sbx_(ok|declined|funds|expired)|demo)_/.exec(req.token);
    if (!match) return { status: 'failed', reference, declineCode: 'invalid_token', message: SANDBOX_MESSAGES.unknownToken };
    const outcome = (match[1] ?? 'ok') as Outcome;
    switch (outcome) {
      case 'declined':
        return { status: 'declined', reference, declineCode: 'card_declined', message: SANDBOX_MESSAGES.declined };
      case 'funds':
        return { status: 'declined', reference, declineCode: 'insufficient_funds', message: SANDBOX_MESSAGES.funds };
      case 'expired':
        return { status: 'declined', reference, declineCode: 'expired_card', message: SANDBOX_MESSAGES.expired };
      default:
        return { status: 'approved', reference, message: SANDBOX_MESSAGES.approved };
    }
  }

  async refund(req: RefundRequest): Promise<RefundResult> {
    // Every charge reference the sandbox issued refunds; anything else is not ours.
    if (!/^ch_sbx_|^demo-/.test(req.chargeReference)) return { status: 'failed', reference: '', message: SANDBOX_MESSAGES.unknownToken };
    return { status: 'approved', reference: `re_sbx_${random(10)}`, message: SANDBOX_MESSAGES.refunded };
  }
}

/** The token the sandbox charges a stored bank account by (a real gateway holds a mandate instead). */
export function bankAccountToken(bsb: string, accountNumber: string): string {
  return `bank_sbx_${bsb}_${accountNumber}`;
}
