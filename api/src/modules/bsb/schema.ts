import { BsbParamsSchema, BsbPayloadSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export { BsbParamsSchema, BsbPayloadSchema };

export const bsbLookupSchema = {
  tags: ['payments'],
  summary: "Checks a BSB ('xxx-xxx') and answers its institution and state; 400 'Invalid BSB number.' otherwise",
  params: BsbParamsSchema,
  response: responses(BsbPayloadSchema),
};
