import { apiPut } from '@portal/shared';
import type { DeskClass } from '@portal/shared/contracts';

/** PUT /club-console/desk/bookings/{id}/attendance */
export function setAttendance(bookingId: number, checkedIn: boolean): Promise<DeskClass> {
  return apiPut<DeskClass>(`club-console/desk/bookings/${bookingId}/attendance`, { checkedIn });
}
