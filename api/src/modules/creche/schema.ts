// Route schemas of the creche endpoints.
import {
  BookResultSchema,
  CrecheBookBodySchema,
  CrecheKidListSchema,
  CrecheSearchBodySchema,
  CrecheSessionListSchema,
  IdParamsSchema,
  MemberNumberParamsSchema,
  SuccessPayloadSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export { CrecheBookBodySchema, CrecheSearchBodySchema, CrecheSessionListSchema, CrecheKidListSchema };

const tags = ['creche'];

export const kidsSchema = { tags, summary: "The member's children for the creche child selector", params: MemberNumberParamsSchema, response: responses(CrecheKidListSchema) };
export const searchSchema = { tags, summary: 'Creche sessions of a club-local date', body: CrecheSearchBodySchema, response: responses(CrecheSessionListSchema) };
export const bookSchema = { tags, summary: 'Books a child into a session, or onto its waiting list when full', body: CrecheBookBodySchema, response: responses(BookResultSchema) };
export const cancelSchema = { tags, summary: 'Cancels a creche booking', params: IdParamsSchema, response: responses(SuccessPayloadSchema) };
