// Payment contracts: card vault, last used card, payment setup and BSB lookup
// (docs/spec/account-core.md §3 "Payment setup payload", "Last used card"; docs/spec/bookings-commerce.md §3 "Card vault message").
// Card numbers and CVVs travel only in requests; no response ever carries more than a masked number.
import { Type, type Static } from 'typebox';
import { bankAccountFields, CardInputFields, memberNumberParams, PaymentTypeSchema } from './fields';

export const PAYMENT_TYPE_CARD = 17;
export const PAYMENT_TYPE_DIRECT_DEBIT = 19;

/** The card part of any payment request: typed fields, the vault frame's token, or the member's saved card. */
export const CardInputSchema = Type.Object({ ...CardInputFields, useExistingCard: Type.Optional(Type.Boolean()) });
export type CardInput = Static<typeof CardInputSchema>;

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const TextOrNumber = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Integer()]));
/** A card as the capture page and the payment setup send it (the expiry as text or a number). */
const VaultCardFields = {
  ccNumber: Text(40),
  ccNameOnCard: Text(255),
  ccExpiryMonth: TextOrNumber(4),
  ccExpiryYear: TextOrNumber(4),
};

/** What the card-capture page posts to the vault. */
export const VaultTokenizeBodySchema = Type.Object({
  ...VaultCardFields,
  cccVv: Text(8),
  /** The club of a public (signed-out) capture; the session's club wins when signed in. */
  accountId: Text(50),
});
export type VaultTokenizeBody = Static<typeof VaultTokenizeBodySchema>;

/** The card vault message the capture page posts to its parent. */
export const CardVaultMessageSchema = Type.Object({
  Token: Type.String(),
  TokenReference: Type.String(),
  /** first 6 + '######' + last 4 */
  CardNumber: Type.String(),
  NameOnCard: Type.String(),
  ExpiryMonth: Type.String(),
  ExpiryYear: Type.String(),
});
export type CardVaultMessage = Static<typeof CardVaultMessageSchema>;

export const LastCardParamsSchema = memberNumberParams(30);

/** Last used card: the spec's field names, typo ('cExpiryMonth') included; cccvv is always ''. */
export const LastCardPayloadSchema = Type.Object({
  ccNumber: Type.String(),
  ccNameOnCard: Type.String(),
  ccCardType: Type.String(),
  cExpiryMonth: Type.String(),
  ccExpiryYear: Type.String(),
  cccvv: Type.String(),
});
export type LastCardPayload = Static<typeof LastCardPayloadSchema>;

export const PaymentSetupBodySchema = Type.Object({
  paymentType: PaymentTypeSchema,
  ...bankAccountFields({ accountNumber: 20, accountName: 100 }),
  ccCardType: Text(30),
  ccCVV: Text(8),
  ...VaultCardFields,
  token: Text(100),
  tokenReference: Text(100),
  /** The member number being changed; must be the session user's own. */
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Integer()])),
});
export type PaymentSetupBody = Static<typeof PaymentSetupBodySchema>;

/** Success message, e.g. 'Your payment details have been updated.' */
export const PaymentSetupPayloadSchema = Type.String();

export const BsbParamsSchema = Type.Object({ bsb: Type.String({ maxLength: 20 }) });

export const BsbPayloadSchema = Type.Object({
  bsb: Type.String(),
  bankCode: Type.String(),
  institution: Type.String(),
  state: Type.String(),
});
export type BsbPayload = Static<typeof BsbPayloadSchema>;

/** What the sandbox gateway's stand-in for the bank's 3-D Secure challenge answers when the member confirms. */
export const SANDBOX_CONFIRMATION = 'sandbox-authenticated';

/** The signed reference of a "confirm your payment" link (`/confirm-payment?ref=`). */
export const ConfirmPaymentParamsSchema = Type.Object({ ref: Type.String({ minLength: 1, maxLength: 200 }) });

/** What the member's confirm step answered (Stripe.js: the PaymentIntent id; the sandbox: its stand-in's answer). */
export const ConfirmPaymentBodySchema = Type.Object({ confirmation: Type.String({ minLength: 1, maxLength: 200 }) });
export type ConfirmPaymentBody = Static<typeof ConfirmPaymentBodySchema>;

/** The confirm-payment page: the payment, and the gateway's browser step while the bank waits for the member. */
export const ConfirmPaymentPayloadSchema = Type.Object({
  clubName: Type.String(),
  amountCents: Type.Integer(),
  description: Type.String(),
  /** requires_action: the member still has to confirm; approved: paid; declined/failed: not paid; pending: the bank is settling. */
  status: Type.Union([Type.Literal('approved'), Type.Literal('declined'), Type.Literal('failed'), Type.Literal('pending'), Type.Literal('requires_action')]),
  message: Type.String(),
  step: Type.Union([
    Type.Null(),
    Type.Object({
      kind: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
      clientSecret: Type.String(),
      publishableKey: Type.Optional(Type.String()),
      paymentMethod: Type.Optional(Type.String()),
    }),
  ]),
});
export type ConfirmPaymentPayload = Static<typeof ConfirmPaymentPayloadSchema>;

/** Stripe's webhook answer. */
export const StripeWebhookPayloadSchema = Type.Object({ received: Type.Boolean(), handling: Type.String() });
