// Route schema of refer a friend; shapes in @portal/shared/contracts (public.ts).
import { PublicReceiptSchema, ReferralBodySchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const referralSchema = { tags: ['public'], summary: 'Refer a friend: stored as a referral and a prospect lead', body: ReferralBodySchema, response: responses(PublicReceiptSchema) };
