import {
  CardVaultMessageSchema,
  LastCardParamsSchema,
  LastCardPayloadSchema,
  PaymentSetupBodySchema,
  PaymentSetupPayloadSchema,
  VaultTokenizeBodySchema,
} from '@portal/shared/contracts';
import { Type } from 'typebox';
import { responses } from '../../lib/envelope';

export const tokenizeSchema = {
  tags: ['payments'],
  summary: 'Card vault: tokenises a card typed on the capture page; answers the card vault message (number masked)',
  body: VaultTokenizeBodySchema,
  response: responses(CardVaultMessageSchema),
};

export const lastCardSchema = {
  tags: ['payments'],
  summary: "The member's last used card, masked (404 when there is none)",
  params: LastCardParamsSchema,
  response: responses(LastCardPayloadSchema),
};

export const paymentSetupSchema = {
  tags: ['payments'],
  summary: "Replaces the signed-in member's payment method: 17 credit card or 19 direct debit",
  body: PaymentSetupBodySchema,
  response: responses(PaymentSetupPayloadSchema),
};

export const IdempotencyHeadersSchema = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) });
