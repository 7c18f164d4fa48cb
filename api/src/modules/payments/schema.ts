import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('payments');

export const tokenizeSchema = route('Card vault: tokenises a card typed on the capture page; answers the card vault message (number masked)', { body: C.VaultTokenizeBodySchema }, C.CardVaultMessageSchema);

export const lastCardSchema = route("The member's last used card, masked (404 when there is none)", { params: C.LastCardParamsSchema }, C.LastCardPayloadSchema);

export const paymentSetupSchema = route("Replaces the signed-in member's payment method: 17 credit card or 19 direct debit", { body: C.PaymentSetupBodySchema }, C.PaymentSetupPayloadSchema);

export const confirmPaymentSchema = route('The payment behind a signed "confirm your payment" link, with the gateway\'s browser step (3-D Secure)', { params: C.ConfirmPaymentParamsSchema }, C.ConfirmPaymentPayloadSchema);

export const completeConfirmationSchema = route('After the member\'s confirm step: asks the gateway how the payment ended and records it', { params: C.ConfirmPaymentParamsSchema, body: C.ConfirmPaymentBodySchema }, C.ConfirmPaymentPayloadSchema);

export const stripeWebhookSchema = route(
  "Stripe's webhook: the raw body, verified with the Stripe-Signature header; each event id handled once",
  { headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 4000 })) }), consumes: ['application/json'] },
  C.StripeWebhookPayloadSchema,
);
