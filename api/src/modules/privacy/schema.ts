// Route schemas of a member's privacy self-service.
import * as C from '@portal/shared/contracts';
import { withErrors } from '../../lib/envelope';
import { PdfSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('privacy');

export const myDataSchema = route('Download my data: everything the club holds about me, one JSON document', {}, C.MyDataSchema);
export const myDataPdfSchema = route('Download my data as a readable PDF: profile, children, memberships, bookings, payments, orders, signed documents', { response: withErrors(PdfSchema) });
export const deletionStateSchema = route('My account deletion request, if any', {}, C.AccountDeletionSchema);
export const requestDeletionSchema = route('Delete my account: my password, then a confirmation link is e-mailed', { body: C.DeleteAccountBodySchema }, C.AccountDeletionSchema);
export const confirmDeletionSchema = route("Confirm a deletion with the e-mailed link's token; the grace period starts", { body: C.ConfirmDeletionBodySchema }, C.AccountDeletionSchema);
export const cancelDeletionSchema = route('Cancel my account deletion during the grace period', {}, C.AccountDeletionSchema);
