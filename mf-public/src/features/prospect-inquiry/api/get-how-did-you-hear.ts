import { apiGet } from '@portal/shared';
import type { LookupOption } from '@portal/shared/contracts';

export const getHowDidYouHear = (accountId: string) => apiGet<LookupOption[]>(`/public/how-did-you-hear/${encodeURIComponent(accountId)}`);
