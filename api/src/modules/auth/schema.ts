// Route schemas of the auth module, assembled from the shared contracts.
import { Type } from 'typebox';
import {
  ChangePasswordBodySchema,
  ConfirmRegistrationBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginPayloadSchema,
  MePayloadSchema,
  MessagePayloadSchema,
  RegisterBodySchema,
  ResetPasswordWithTokenBodySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const session = [{ session: [] as string[] }];

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with e-mail and password; sets the portal_sid session cookie',
  body: LoginBodySchema,
  response: responses(LoginPayloadSchema),
};

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Sign out: revokes the session and clears the cookie',
  response: responses(MessagePayloadSchema),
};

export const meSchema = {
  tags: ['auth'],
  summary: 'The signed-in user',
  security: session,
  response: responses(MePayloadSchema),
};

export const registerSchema = {
  tags: ['auth'],
  summary: 'Guardian/member self-registration (neutral answer); the e-mailed link confirms it',
  body: RegisterBodySchema,
  response: responses(MessagePayloadSchema),
};

export const confirmRegistrationSchema = {
  tags: ['auth'],
  summary: "Confirms a registration with the e-mailed link's token and the chosen password; sets the session cookie",
  body: ConfirmRegistrationBodySchema,
  response: responses(LoginPayloadSchema),
};

export const forgotPasswordSchema = {
  tags: ['auth'],
  summary: 'E-mails a single-use reset link (neutral answer)',
  body: ForgotPasswordBodySchema,
  response: responses(MessagePayloadSchema),
};

export const resetWithTokenSchema = {
  tags: ['auth'],
  summary: 'Sets a new password with a reset link token; signs out every session',
  body: ResetPasswordWithTokenBodySchema,
  response: responses(MessagePayloadSchema),
};

export const changePasswordSchema = {
  tags: ['auth'],
  summary: "Changes the signed-in user's password; signs out the user's other sessions",
  security: session,
  body: ChangePasswordBodySchema,
  response: responses(Type.String()),
};
