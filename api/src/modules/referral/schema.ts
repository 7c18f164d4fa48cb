// Route schema of refer a friend; shapes in @portal/shared/contracts (public.ts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');

export const referralSchema = route('Refer a friend: stored as a referral and a prospect lead', { body: C.ReferralBodySchema }, C.PublicReceiptSchema);
