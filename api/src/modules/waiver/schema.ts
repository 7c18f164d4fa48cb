// Route schemas of the waiver form; shapes in @portal/shared/contracts (public.ts).
import { CasualVisitInfoSchema, PublicAccountParamsSchema, PublicReceiptSchema, WaiverBodySchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const waiverTextSchema = { tags, summary: "The club's waiver text (same shape as the casual visit info)", params: PublicAccountParamsSchema, response: responses(CasualVisitInfoSchema) };
export const waiverSchema = { tags, summary: 'Waiver form: signed waiver stored and acknowledged', body: WaiverBodySchema, response: responses(PublicReceiptSchema) };
