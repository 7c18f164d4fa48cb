import {
  AccountMemberNumberParamsSchema,
  AccountSuccessPayloadSchema,
  KidIdParamsSchema,
  MemberKidListSchema,
  MemberKidSchema,
  SaveMemberKidBodySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const listKidsSchema = {
  tags: ['account'],
  summary: "The member's children",
  params: AccountMemberNumberParamsSchema,
  response: responses(MemberKidListSchema),
};
export const addKidSchema = {
  tags: ['account'],
  summary: 'Adds a child (date of birth DD/MM/YYYY, not after today)',
  body: SaveMemberKidBodySchema,
  response: responses(MemberKidSchema),
};
export const updateKidSchema = {
  tags: ['account'],
  summary: 'Updates a child (memberKidId above 0)',
  body: SaveMemberKidBodySchema,
  response: responses(MemberKidSchema),
};
export const deleteKidSchema = {
  tags: ['account'],
  summary: "Removes a child; answers 'success'",
  params: KidIdParamsSchema,
  response: responses(AccountSuccessPayloadSchema),
};
