import { staffInviteErrors } from '@portal/shared';
import type { StaffInvite } from '@portal/shared/contracts';

export const NEW_INVITE: StaffInvite = { email: '', name: '', role: 'STAFF' };
export const validateInvite = (v: StaffInvite) => staffInviteErrors(v);
