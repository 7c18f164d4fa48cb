// The payment gateway seam (docs/spec/design.md §5): the app only ever talks to this interface. The
// built-in sandbox and Stripe implement it; each club names its own (`clubs.payment_gateway`,
// gateway-registry.ts).

export interface CardToTokenize {
  /** Digits only. Never stored or logged by the caller. */
  number: string;
  nameOnCard: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface BankAccountToTokenize {
  /** 'xxx-xxx' */
  bsb: string;
  accountNumber: string;
  accountName: string;
  /** The member's online agreement to the direct debit request; absent => agreed offline. */
  acceptance?: { ipAddress: string; userAgent: string };
  /** BECS debit notices go to the account holder's e-mail. */
  email: string;
}

/** The gateway refused to keep a card or bank account (declined at setup); the message is the member's. */
export class PaymentMethodRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentMethodRefusedError';
  }
}

export interface TokenizeResult {
  token: string;
  tokenReference: string;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  description: string;
}

/**
 * approved/declined/failed are final. `pending`: a bank debit accepted for collection, paid or
 * failed days later (webhook). `requires_action`: the bank asks the member to confirm (3-D Secure);
 * the confirm-payment page finishes it.
 */
export type ChargeStatus = 'approved' | 'declined' | 'failed' | 'pending' | 'requires_action';

export interface ChargeResult {
  status: ChargeStatus;
  reference: string;
  declineCode?: string;
  message: string;
}

/** What the confirm-payment page needs to run the gateway's own confirm step in the browser. */
export interface ConfirmStep {
  /** Which browser step runs: Stripe.js, or the sandbox's stand-in for the bank's challenge. */
  kind: 'stripe' | 'sandbox';
  clientSecret: string;
  publishableKey?: string;
  /** The saved card the bank wants confirmed (Stripe: confirmCardPayment's payment_method). */
  paymentMethod?: string;
}

export interface PaymentGateway {
  /** Name stored on each payments row. */
  readonly name: string;
  tokenize(card: CardToTokenize): Promise<TokenizeResult>;
  /** A direct debit authority (mandate) for a bank account, charged later like a card token. */
  tokenizeBankAccount(account: BankAccountToTokenize): Promise<TokenizeResult>;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** The browser step for a charge that answered `requires_action`. */
  confirmStep(reference: string): Promise<ConfirmStep>;
  /**
   * The charge's state after the member's confirm step; `confirmation` is what that step answered
   * (the gateway decides: Stripe asks its API, the sandbox checks its stand-in's answer).
   */
  refresh(reference: string, confirmation: string): Promise<ChargeResult>;
}
