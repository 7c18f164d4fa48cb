import type { PendingPtBooking } from '@portal/shared/contracts';

/** The PT booking the bookings remote stored before sending the member to buy a pack. */
const PENDING_PT_BOOKING_KEY = 'portal.pendingPtBooking';

export function readPendingPtBooking(): PendingPtBooking | null {
  try {
    const raw = sessionStorage.getItem(PENDING_PT_BOOKING_KEY);
    return raw ? (JSON.parse(raw) as PendingPtBooking) : null;
  } catch {
    return null;
  }
}

export const clearPendingPtBooking = () => sessionStorage.removeItem(PENDING_PT_BOOKING_KEY);
