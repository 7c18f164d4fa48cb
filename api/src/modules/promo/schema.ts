import { PromoCheckPayloadSchema, PromoCheckRequestSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const checkPromoSchema = {
  tags: ['membership'],
  summary: "Checks a membership promo code: 400 'Promo code not valid' when it does not apply",
  body: PromoCheckRequestSchema,
  response: responses(PromoCheckPayloadSchema),
};
