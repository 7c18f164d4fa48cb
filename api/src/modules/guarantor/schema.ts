// Route schema of the guarantor form; shapes in @portal/shared/contracts (public.ts).
import { GuarantorBodySchema, PublicReceiptSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const guarantorSchema = { tags: ['public'], summary: 'Prospect guarantor form: a parent/guarantor signs for someone under 18', body: GuarantorBodySchema, response: responses(PublicReceiptSchema) };
