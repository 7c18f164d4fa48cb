import { OutboxListSchema, OutboxQuerySchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const listOutboxSchema = {
  tags: ['dev'],
  summary: 'Latest outbox messages (demo mode only)',
  querystring: OutboxQuerySchema,
  response: responses(OutboxListSchema),
};
