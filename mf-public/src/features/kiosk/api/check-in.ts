import { apiPost } from '@portal/shared';
import type { BarcodeCheckInBody, CheckInResult, MemberNameMatch, NameCheckInBody } from '@portal/shared/contracts';

export const checkInByBarcode = (body: BarcodeCheckInBody) => apiPost<CheckInResult>('/public/check-in/barcode', body);
export const checkInByName = (body: NameCheckInBody) => apiPost<CheckInResult>('/public/check-in/name', body);
export const searchMembers = (accountId: string, name: string) => apiPost<MemberNameMatch[]>('/public/check-in/search', { accountId, name });
