// Route schemas of the e-mailed sign-in link.
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('auth');

export const requestSchema = route('E-mails a one-time sign-in link that works only in this browser (neutral answer)', { body: C.EmailLinkRequestBodySchema }, C.MessagePayloadSchema);
export const signInSchema = route("Signs in with an e-mailed link's token, in the browser that asked; sets the portal_sid session cookie", { body: C.EmailLinkSignInBodySchema }, C.LoginPayloadSchema);
