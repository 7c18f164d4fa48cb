// Route schemas of the auth module, assembled from the shared contracts.
import { Type } from 'typebox';
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('auth');

export const loginSchema = route('Sign in with e-mail and password; sets the portal_sid session cookie', { body: C.LoginBodySchema }, C.LoginPayloadSchema);

export const logoutSchema = route('Sign out: revokes the session and clears the cookie', {}, C.MessagePayloadSchema);

export const meSchema = route('The signed-in user', {}, C.MePayloadSchema);

export const registerSchema = route('Guardian/member self-registration (neutral answer); the e-mailed link confirms it', { body: C.RegisterBodySchema }, C.MessagePayloadSchema);

export const confirmRegistrationSchema = route("Confirms a registration with the e-mailed link's token and the chosen password; sets the session cookie", { body: C.ConfirmRegistrationBodySchema }, C.LoginPayloadSchema);

export const forgotPasswordSchema = route('E-mails a single-use reset link (neutral answer)', { body: C.ForgotPasswordBodySchema }, C.MessagePayloadSchema);

export const resetWithTokenSchema = route('Sets a new password with a reset link token; signs out every session', { body: C.ResetPasswordWithTokenBodySchema }, C.MessagePayloadSchema);

export const changePasswordSchema = route("Changes the signed-in user's password; signs out the user's other sessions", { body: C.ChangePasswordBodySchema }, Type.String());
