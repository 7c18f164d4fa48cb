import { INVITE_SEND_AT_MESSAGE } from '@portal/shared/contracts';

export interface InviteFormValues {
  count: number;
  /** A local date-time ('2026-12-01T09:00'), or '' for now. */
  sendAt: string;
}

export const NEW_INVITE_RUN: InviteFormValues = { count: 50, sendAt: '' };

export function validateInviteRun(v: InviteFormValues): Partial<Record<keyof InviteFormValues, string>> {
  const errors: Partial<Record<keyof InviteFormValues, string>> = {};
  if (!Number.isInteger(v.count) || v.count < 1) errors.count = 'Invite at least 1 member.';
  if (v.sendAt) {
    const at = new Date(v.sendAt).getTime();
    if (Number.isNaN(at) || at > Date.now() + 90 * 86_400_000) errors.sendAt = INVITE_SEND_AT_MESSAGE;
  }
  return errors;
}
