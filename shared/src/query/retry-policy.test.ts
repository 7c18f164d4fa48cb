import { ApiError } from '@portal/shared/core';
import { QUERY_RETRY_LIMIT, shouldRetryQuery } from './retry-policy';

describe('query retry policy', () => {
  it('retries a read the network or a 5xx failed, up to the limit', () => {
    expect(shouldRetryQuery(0, ApiError.network())).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(503, 'Service unavailable'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, 'Boom'))).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRY_LIMIT, new ApiError(500, 'Boom'))).toBe(false);
  });

  it('never retries a 4xx: the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'No'))).toBe(false);
    }
  });

  it('does not retry what is not an API failure (a bug in the fetcher)', () => {
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });
});
