import { apiGet } from '@portal/shared';

/** The profile fields the Summary step shows (account module's profile call). */
export interface SummaryProfile {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  gender?: string;
  email?: string;
  mobile?: string;
  address?: string;
}

export const getProfile = (memberNumber: string) => apiGet<SummaryProfile>(`/profile/${encodeURIComponent(memberNumber)}/250/400`);
