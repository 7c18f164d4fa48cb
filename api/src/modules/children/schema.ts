import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('account');

// GET and DELETE share the path the spec names ({path}/{memberNumber} and {path}/{id}). OpenAPI
// allows one parameter name per path template, so both call it `ref` and each method validates
// it as what it means there.
const ListKidsParamsSchema = Type.Object({
  ref: { ...C.AccountMemberNumberParamsSchema.properties.memberNumber, description: 'The member number whose children are listed' },
});
const DeleteKidParamsSchema = Type.Object({
  ref: { ...C.KidIdParamsSchema.properties.id, description: "The child's id (memberKidId)" },
});

export const listKidsSchema = route("The member's children", { params: ListKidsParamsSchema }, C.MemberKidListSchema);
export const addKidSchema = route('Adds a child (date of birth DD/MM/YYYY, not after today)', { body: C.SaveMemberKidBodySchema }, C.MemberKidSchema);
export const updateKidSchema = route('Updates a child (memberKidId above 0)', { body: C.SaveMemberKidBodySchema }, C.MemberKidSchema);
export const deleteKidSchema = route("Removes a child; answers 'success'", { params: DeleteKidParamsSchema }, C.SuccessPayloadSchema);
