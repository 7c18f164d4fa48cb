import { Type } from 'typebox';
import { ErrorEnvelopeSchema, TermsDownloadQuerySchema } from '@portal/shared/contracts';

export const downloadTermsSchema = {
  tags: ['membership'],
  summary: 'The membership agreement PDF (only its owner may download it)',
  querystring: TermsDownloadQuerySchema,
  response: {
    200: Type.String({ format: 'binary', description: 'application/pdf' }),
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  },
};
