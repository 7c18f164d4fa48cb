import {
  AccountMemberNumberParamsSchema,
  AccountSuccessPayloadSchema,
  AvatarBodySchema,
  AvatarPayloadSchema,
  GuardianProfilePayloadSchema,
  ProfileParamsSchema,
  ProfilePayloadSchema,
  SaveGuardianProfileBodySchema,
  SaveProfileBodySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const getProfileSchema = {
  tags: ['account'],
  summary: 'Member profile with the avatar at the two requested sizes (250/400)',
  params: ProfileParamsSchema,
  response: responses(ProfilePayloadSchema),
};
export const getProspectProfileSchema = { ...getProfileSchema, summary: 'Prospect (user type 6) profile' };
export const saveProfileSchema = {
  tags: ['account'],
  summary: "Saves the member profile; answers 'success'",
  body: SaveProfileBodySchema,
  response: responses(AccountSuccessPayloadSchema),
};
export const saveProspectProfileSchema = { ...saveProfileSchema, summary: "Saves the prospect profile; answers 'success'" };
export const avatarSchema = {
  tags: ['account'],
  summary: 'Uploads or replaces the avatar (PNG/JPEG, at most 2 MB, base64 JSON); stored re-encoded as PNG',
  body: AvatarBodySchema,
  response: responses(AvatarPayloadSchema),
};
export const getGuardianSchema = {
  tags: ['account'],
  summary: 'Student/guardian profile',
  params: AccountMemberNumberParamsSchema,
  response: responses(GuardianProfilePayloadSchema),
};
export const saveGuardianSchema = {
  tags: ['account'],
  summary: "Saves the student/guardian profile; answers 'success'",
  body: SaveGuardianProfileBodySchema,
  response: responses(AccountSuccessPayloadSchema),
};
