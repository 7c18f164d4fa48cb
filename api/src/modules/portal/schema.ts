import { RemotesPayloadSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const remotesSchema = {
  tags: ['portal'],
  summary: 'Remotes to register: mf-public always, others as the session club enables them',
  response: responses(RemotesPayloadSchema),
};
