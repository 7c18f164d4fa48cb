import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('payments');

export const tokenizeSchema = route('Card vault: tokenises a card typed on the capture page; answers the card vault message (number masked)', { body: C.VaultTokenizeBodySchema }, C.CardVaultMessageSchema);

export const lastCardSchema = route("The member's last used card, masked (404 when there is none)", { params: C.LastCardParamsSchema }, C.LastCardPayloadSchema);

export const paymentSetupSchema = route("Replaces the signed-in member's payment method: 17 credit card or 19 direct debit", { body: C.PaymentSetupBodySchema }, C.PaymentSetupPayloadSchema);
