import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');

export const getDetailsSchema = route("ADMIN: the club's opening hours, social links and time zone", {}, C.ClubDetailsViewSchema);
export const saveDetailsSchema = route(
  'ADMIN: change opening hours and social links (/clubinfo shows them), and the time zone while nothing is dated in it; audited',
  { body: C.ClubDetailsSchema },
  C.ClubDetailsViewSchema,
);
