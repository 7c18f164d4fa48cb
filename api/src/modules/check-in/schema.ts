// Route schemas of kiosk check-in.
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const barcodeSchema = route('Member check-in by barcode (optionally into a booked class)', { body: C.BarcodeCheckInBodySchema }, C.CheckInResultSchema);
export const nameSchema = route('Member check-in chosen from a name search', { body: C.NameCheckInBodySchema }, C.CheckInResultSchema);
export const searchSchema = route('Name search for check-in (first name and last initial only)', { body: C.MemberNameSearchBodySchema }, C.MemberNameMatchListSchema);
