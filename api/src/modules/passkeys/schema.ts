// Route schemas of the passkeys module, assembled from the shared contracts.
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('passkeys');

export const signInOptionsSchema = route('Options for a passkey sign-in; binds the challenge to this browser (portal_webauthn cookie)', {}, C.WebauthnOptionsSchema);
export const signInSchema = route('Sign in with a passkey; sets the portal_sid session cookie', { body: C.PasskeySignInBodySchema }, C.LoginPayloadSchema);
export const listSchema = route("The signed-in user's passkeys", {}, C.PasskeyListSchema);
export const registrationOptionsSchema = route('Options for adding a passkey; binds the challenge to this session', {}, C.WebauthnOptionsSchema);
export const addSchema = route('Adds a passkey from the browser\'s answer to the options', { body: C.AddPasskeyBodySchema }, C.PasskeySchema);
export const removeSchema = route('Removes one of the signed-in user\'s passkeys', { params: C.PasskeyIdParamsSchema }, C.MessagePayloadSchema);
export const staffPolicySchema = route('Whether the club asks its staff to sign in with a passkey', {}, C.StaffPasskeyPolicySchema);
export const setStaffPolicySchema = route('Asks (or stops asking) the club\'s staff to sign in with a passkey', { body: C.StaffPasskeyPolicySchema }, C.StaffPasskeyPolicySchema);
