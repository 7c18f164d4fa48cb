import { apiPost } from '@portal/shared';
import type { ConsoleMessage } from '@portal/shared/contracts';

/** POST /club-console/members/{memberNumber}/invitation or /reset-link */
export function sendMemberMail(memberNumber: string, kind: 'invitation' | 'reset-link'): Promise<ConsoleMessage> {
  return apiPost<ConsoleMessage>(`club-console/members/${encodeURIComponent(memberNumber)}/${kind}`, {});
}
