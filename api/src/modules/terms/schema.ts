import * as C from '@portal/shared/contracts';
import { withErrors } from '../../lib/envelope';
import { PdfSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('membership');

export const downloadTermsSchema = route('The membership agreement PDF (only its owner may download it)', { querystring: C.TermsDownloadQuerySchema, response: withErrors(PdfSchema) });
