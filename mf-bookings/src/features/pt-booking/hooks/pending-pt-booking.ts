// A PT booking chosen by a member without a subscription who goes to buy one: the membership
// page books it after the purchase (sessionStorage 'portal.pendingPtBooking').
import type { PtBookBody } from '@portal/shared/contracts';

const PENDING_PT_BOOKING_KEY = 'portal.pendingPtBooking';
export const BUY_PT_SUBSCRIPTION_URL = '/subscription?buy=true&extratype=1';

export function storePendingPtBooking(body: PtBookBody): void {
  sessionStorage.setItem(PENDING_PT_BOOKING_KEY, JSON.stringify(body));
}
