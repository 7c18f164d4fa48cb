import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club');

export const themeSchema = route("Club theme: colours, logos, feature flags, contact (session club, or accountId when public)", { querystring: C.ThemeQuerySchema }, C.ThemePayloadSchema);

export const companyLookupSchema = route('Finds a club by its lookup code or account id', { querystring: C.CompanyLookupQuerySchema }, C.CompanyLookupPayloadSchema);
