import { apiGet, apiPost } from '@portal/shared';
import type {
  AttendanceGroup,
  AttendanceReport,
  DrillQuery,
  DrillReport,
  InsightReport,
  MembersReport,
  MoneyGroup,
  MoneyReport,
  SlippingMessageResult,
  SlippingReport,
} from '@portal/shared/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A report's range of club-local days, YYYY-MM-DD. */
export interface Range {
  from: string;
  to: string;
}

const root = ['club', 'insights'] as const;
const q = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** GET /club-console/insights/attendance (ADMIN) */
export const useAttendance = (r: Range, by: AttendanceGroup, enabled = true) =>
  useQuery({
    queryKey: [...root, 'attendance', r.from, r.to, by],
    queryFn: () => apiGet<AttendanceReport>(`club-console/insights/attendance?${q({ ...r, by })}`),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /club-console/insights/members (ADMIN) */
export const useMembersReport = (r: Range, enabled = true) =>
  useQuery({ queryKey: [...root, 'members', r.from, r.to], queryFn: () => apiGet<MembersReport>(`club-console/insights/members?${q({ ...r })}`), placeholderData: keepPreviousData, enabled });

/** GET /club-console/insights/money (ADMIN) */
export const useMoney = (r: Range, by: MoneyGroup, enabled = true) =>
  useQuery({ queryKey: [...root, 'money', r.from, r.to, by], queryFn: () => apiGet<MoneyReport>(`club-console/insights/money?${q({ ...r, by })}`), placeholderData: keepPreviousData, enabled });

/** GET /club-console/insights/slipping (ADMIN) */
export const useSlipping = (days: number) =>
  useQuery({ queryKey: [...root, 'slipping', days], queryFn: () => apiGet<SlippingReport>(`club-console/insights/slipping?days=${days}`), placeholderData: keepPreviousData });

/** GET /club-console/insights/rows (ADMIN): the rows behind one figure; null asks nothing. */
export const useDrill = (query: DrillQuery | null) =>
  useQuery({
    queryKey: [...root, 'rows', query],
    queryFn: () => apiGet<DrillReport>(`club-console/insights/rows?${q({ ...query! })}`),
    enabled: query !== null,
  });

/** POST /club-console/insights/slipping/message (ADMIN) */
export function useSlippingMessageMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { days: number; memberNumbers: string[] }) => apiPost<SlippingMessageResult>('club-console/insights/slipping/message', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'slipping'] }),
  });
}

/** A report's CSV (a download: the session cookie goes with it). */
export const csvUrl = (report: InsightReport, r: Range, by?: string) => `/api/v1/club-console/insights/${report}/csv?${q({ ...r, by })}`;
