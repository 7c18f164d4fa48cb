import { apiGet } from '@portal/shared';
import type { PublicClass } from '@portal/shared/contracts';

export const getTimetable = (accountId: string, date: string) => apiGet<PublicClass[]>('/public/timetable', { searchParams: { accountId, date } });
