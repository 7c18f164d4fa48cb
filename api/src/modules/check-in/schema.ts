// Route schemas of kiosk check-in.
import {
  BarcodeCheckInBodySchema,
  CheckInResultSchema,
  MemberNameMatchListSchema,
  MemberNameSearchBodySchema,
  NameCheckInBodySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const barcodeSchema = { tags, summary: 'Member check-in by barcode (optionally into a booked class)', body: BarcodeCheckInBodySchema, response: responses(CheckInResultSchema) };
export const nameSchema = { tags, summary: 'Member check-in chosen from a name search', body: NameCheckInBodySchema, response: responses(CheckInResultSchema) };
export const searchSchema = { tags, summary: 'Name search for check-in (first name and last initial only)', body: MemberNameSearchBodySchema, response: responses(MemberNameMatchListSchema) };
