import { GeocodeResultListSchema, GeocoderQuerySchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const geocoderSearchSchema = {
  tags: ['account'],
  summary: 'Address search restricted to Australia (suburb, state short name, postcode)',
  querystring: GeocoderQuerySchema,
  response: responses(GeocodeResultListSchema),
};
