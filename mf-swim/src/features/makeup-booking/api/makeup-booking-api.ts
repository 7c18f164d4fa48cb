import { apiPost } from '@portal/shared';
import type { MakeupClassesBody, MakeupClassOption, MakeupSessionBody, MakeupSessionPayload } from '@portal/shared/contracts';

export const fetchMakeupClasses = (body: MakeupClassesBody) => apiPost<MakeupClassOption[]>('/swim/makeup-classes', body);
export const bookMakeupSession = (body: MakeupSessionBody) => apiPost<MakeupSessionPayload>('/swim/makeup-session', body);
