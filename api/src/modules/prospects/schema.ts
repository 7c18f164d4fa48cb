// Route schemas of the prospect calls; shapes in @portal/shared/contracts (public.ts).
import {
  LookupOptionListSchema,
  ProspectInquiryBodySchema,
  PublicAccountParamsSchema,
  PublicReceiptSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const howDidYouHearSchema = { tags, summary: "The club's 'how did you hear' options", params: PublicAccountParamsSchema, response: responses(LookupOptionListSchema) };
export const casualReasonsSchema = { tags, summary: 'Casual visit reasons', params: PublicAccountParamsSchema, response: responses(LookupOptionListSchema) };
export const inquirySchema = { tags, summary: 'Prospect inquiry: stored, acknowledged and sent to the club', body: ProspectInquiryBodySchema, response: responses(PublicReceiptSchema) };
