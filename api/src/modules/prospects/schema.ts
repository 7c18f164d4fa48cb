// Route schemas of the prospect calls; shapes in @portal/shared/contracts (public.ts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const howDidYouHearSchema = route("The club's 'how did you hear' options", { params: C.PublicAccountParamsSchema }, C.LookupOptionListSchema);
export const casualReasonsSchema = route('Casual visit reasons', { params: C.PublicAccountParamsSchema }, C.LookupOptionListSchema);
export const inquirySchema = route('Prospect inquiry: stored, acknowledged and sent to the club', { body: C.ProspectInquiryBodySchema }, C.PublicReceiptSchema);
