import { FeeBreakdownSchema, FeeCalculationRequestSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const calculateFeesSchema = {
  tags: ['membership'],
  summary: 'First and regular payment breakdown of a membership change (server computed)',
  body: FeeCalculationRequestSchema,
  response: responses(FeeBreakdownSchema),
};
