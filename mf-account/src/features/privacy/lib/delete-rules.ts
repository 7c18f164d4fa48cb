import { LOGIN_PASSWORD_REQUIRED } from '@portal/shared/messages';

export const validateDeletePassword = (v: { password: string }) => (v.password ? {} : { password: LOGIN_PASSWORD_REQUIRED });
