// Kiosk check-in calls. The device credential is an HttpOnly cookie the API set at pairing; the
// browser sends it with these calls only. A 401 here means "this kiosk is not paired", never an
// expired member session, so the shared client's sign-out handling is switched off.
import { apiGet, apiPost } from '@portal/shared';
import type { BarcodeCheckInBody, CheckInResult, KioskDevice, MemberNameMatch, NameCheckInBody } from '@portal/shared/contracts';

const kiosk = { ignoreUnauthorized: true } as const;

export const getKioskDevice = () => apiGet<KioskDevice>('/public/check-in/device', kiosk);
export const pairKiosk = (code: string) => apiPost<KioskDevice>('/public/check-in/pair', { code }, kiosk);
export const checkInByBarcode = (body: BarcodeCheckInBody) => apiPost<CheckInResult>('/public/check-in/barcode', body, kiosk);
export const checkInByName = (body: NameCheckInBody) => apiPost<CheckInResult>('/public/check-in/name', body, kiosk);
export const searchMembers = (accountId: string, name: string) => apiPost<MemberNameMatch[]>('/public/check-in/search', { accountId, name }, kiosk);
