// The address search behind the profile pages. Australia only. A club can plug in an online
// geocoder by implementing Geocoder and passing it to geocoderRoutes (see docs/decisions/account.md).
import type { GeocodeResult } from '@portal/shared/contracts';

export interface Geocoder {
  search(query: string, limit: number): Promise<GeocodeResult[]>;
}
