// The dashboard's one call (issue 20).
import type { MemberHome } from '@portal/shared/contracts';
import { apiGet } from '../../api/http';

export const fetchHome = () => apiGet<MemberHome>('/portal/home');
