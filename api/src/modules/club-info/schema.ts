import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('account');

export const clubInfoSchema = route("The session club's contact details and map position", {}, C.ClubInfoPayloadSchema);
export const clubSocialSchema = route("The club's social link (contact the club); only the session's own club", { params: C.ClubSocialParamsSchema }, C.ClubSocialPayloadSchema);
