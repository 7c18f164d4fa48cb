import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('membership');

export const checkPromoSchema = route("Checks a membership promo code: 400 'Promo code not valid' when it does not apply", { body: C.PromoCheckRequestSchema }, C.PromoCheckPayloadSchema);
