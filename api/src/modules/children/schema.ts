import {
  AccountMemberNumberParamsSchema,
  AccountSuccessPayloadSchema,
  KidIdParamsSchema,
  MemberKidListSchema,
  MemberKidSchema,
  SaveMemberKidBodySchema,
} from '@portal/shared/contracts';
import { Type } from 'typebox';
import { responses } from '../../lib/envelope';

// GET and DELETE share the path the spec names ({path}/{memberNumber} and {path}/{id}). OpenAPI
// allows one parameter name per path template, so both call it `ref` and each method validates
// it as what it means there.
const ListKidsParamsSchema = Type.Object({
  ref: { ...AccountMemberNumberParamsSchema.properties.memberNumber, description: 'The member number whose children are listed' },
});
const DeleteKidParamsSchema = Type.Object({
  ref: { ...KidIdParamsSchema.properties.id, description: "The child's id (memberKidId)" },
});

export const listKidsSchema = {
  tags: ['account'],
  summary: "The member's children",
  params: ListKidsParamsSchema,
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
  params: DeleteKidParamsSchema,
  response: responses(AccountSuccessPayloadSchema),
};
