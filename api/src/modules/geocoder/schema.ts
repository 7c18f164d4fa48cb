import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('account');

export const geocoderSearchSchema = route('Address search restricted to Australia (suburb, state short name, postcode)', { querystring: C.GeocoderQuerySchema }, C.GeocodeResultListSchema);
