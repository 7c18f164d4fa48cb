import { announceChange, apiPost } from '@portal/shared';
import type { MakeupClassesBody, MakeupClassOption, MakeupSessionBody, MakeupSessionPayload } from '@portal/shared/contracts';

export const fetchMakeupClasses = (body: MakeupClassesBody) => apiPost<MakeupClassOption[]>('/swim/makeup-classes', body);
/** Books a make-up lesson and tells every app (credits, upcoming lessons, dashboard). */
export const bookMakeupSession = async (body: MakeupSessionBody) => {
  const result = await apiPost<MakeupSessionPayload>('/swim/makeup-session', body);
  if (result.success) announceChange('bookings');
  return result;
};
