// Route schemas of the casual visit calls; shapes in @portal/shared/contracts (public.ts).
import { CasualVisitBodySchema, CasualVisitInfoSchema, CasualVisitReceiptSchema, PublicAccountParamsSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const infoSchema = { tags, summary: "The club's casual visit fee (cents) and waiver text", params: PublicAccountParamsSchema, response: responses(CasualVisitInfoSchema) };
export const paySchema = { tags, summary: 'Casual visit: signed waiver + card payment (Idempotency-Key header required)', body: CasualVisitBodySchema, response: responses(CasualVisitReceiptSchema) };
