// The dashboard's one call.
import type { MemberHome } from '@portal/shared/contracts';
import { apiGet } from '../../api/http';

export const fetchHome = () => apiGet<MemberHome>('/portal/home');
