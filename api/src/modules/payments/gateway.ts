// The payment gateway seam (docs/spec/design.md §5): the app only ever talks to this interface. The built-in
// sandbox implements it; a real gateway plugs in behind it, chosen by PAYMENT_GATEWAY.

export interface CardToTokenize {
  /** Digits only. Never stored or logged by the caller. */
  number: string;
  nameOnCard: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
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

export type ChargeStatus = 'approved' | 'declined' | 'failed';

export interface ChargeResult {
  status: ChargeStatus;
  reference: string;
  declineCode?: string;
  message: string;
}

export interface RefundRequest {
  /** The gateway's reference of the charge being refunded (payments.gateway_reference). */
  chargeReference: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export interface RefundResult {
  status: 'approved' | 'failed';
  reference: string;
  message: string;
}

export interface PaymentGateway {
  /** Name stored on each payments row. */
  readonly name: string;
  tokenize(card: CardToTokenize): Promise<TokenizeResult>;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Gives money back on an earlier charge (whole or part); a gateway without refunds leaves it out. */
  refund?(req: RefundRequest): Promise<RefundResult>;
}
