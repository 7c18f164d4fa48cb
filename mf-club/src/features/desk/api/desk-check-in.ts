import { apiPost } from '@portal/shared';
import type { CheckInResult, DeskCheckInBody } from '@portal/shared/contracts';

/** POST /club-console/desk/check-in */
export function deskCheckIn(body: DeskCheckInBody): Promise<CheckInResult> {
  return apiPost<CheckInResult>('club-console/desk/check-in', body);
}
