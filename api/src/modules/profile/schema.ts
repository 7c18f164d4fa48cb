import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('account');

export const getProfileSchema = route('Member profile with the avatar at the two requested sizes (250/400)', { params: C.ProfileParamsSchema }, C.ProfilePayloadSchema);
export const getProspectProfileSchema = route('Prospect (user type 6) profile', { params: C.ProfileParamsSchema }, C.ProfilePayloadSchema);
export const saveProfileSchema = route("Saves the member profile; answers 'success'", { body: C.SaveProfileBodySchema }, C.SuccessPayloadSchema);
export const saveProspectProfileSchema = route("Saves the prospect profile; answers 'success'", { body: C.SaveProfileBodySchema }, C.SuccessPayloadSchema);
export const avatarSchema = route('Uploads or replaces the avatar (PNG/JPEG, at most 2 MB, base64 JSON); stored re-encoded as PNG', { body: C.AvatarBodySchema }, C.AvatarPayloadSchema);
export const getGuardianSchema = route('Student/guardian profile', { params: C.AccountMemberNumberParamsSchema }, C.GuardianProfilePayloadSchema);
export const saveGuardianSchema = route("Saves the student/guardian profile; answers 'success'", { body: C.SaveGuardianProfileBodySchema }, C.SuccessPayloadSchema);
