// For the memberships page's component tests: its five lists, empty unless a test answers them.
import { mockApi, type MockRoute } from '@portal/shared/test-utils';

export const membershipsApi = (routes: Record<string, MockRoute> = {}) =>
  mockApi({
    'GET /club-console/membership-types': [],
    'GET /club-console/add-ons': [],
    'GET /club-console/promo-codes': [],
    'GET /club-console/vouchers': [],
    'GET /club-console/freeze-types': [],
    ...routes,
  });
