import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('documents');

export const pendingSchema = route('The versions in force the member must sign, and those they sign on behalf of a minor of their household (asked at sign-in)', { params: C.MembershipMemberParamsSchema }, C.PendingDocumentListSchema);
export const signSchema = route('Signs the version in force of a document, for the signer or (forNumber) a minor of their household', { params: C.MembershipIdParamsSchema, body: C.SignDocumentRequestSchema }, C.DocumentVersionSchema);
export const versionsSchema = route('Every version of the club’s documents, with how many signed each', {}, C.DocumentVersionListSchema);
export const publishSchema = route('Publishes a new version of a document', { body: C.DocumentVersionInputSchema }, C.DocumentVersionSchema);
export const signaturesSchema = route('Who signed one version', { params: C.MembershipIdParamsSchema }, C.DocumentSignatureListSchema);
