import { apiFailure, apiSuccess, mockApi, networkFailure, type MockApi } from '../test-utils/mock-api';
import { bus } from '../events/event-bus';
import { sessionStore } from '../session/session-store';
import type { SessionUser } from '../session/types';
import { apiDelete, apiGet, apiPost, apiPut, getApiClient } from './api-client';
import { ApiError } from './api-error';
import { newIdempotencyKey } from './idempotency';

const user = { userId: 1, memberNumber: 'M1', userType: 1, accountId: 'A1', clubId: 1 } as SessionUser;

let api: MockApi;
afterEach(() => {
  bus.all.clear();
  sessionStore.getState().signedOut();
});

describe('api client', () => {
  it('unwraps the envelope payload and sends cookies-included JSON under the session prefix', async () => {
    api = mockApi({ 'GET /profile/:memberNumber': (c: { params: Record<string, string> }) => ({ member: c.params.memberNumber }) });
    await expect(apiGet('/profile/M1')).resolves.toEqual({ member: 'M1' });
    expect(api.calls[0]!.url).toBe('http://localhost/api/v1/profile/M1');
  });

  it('reads clientApiUrl at request time', async () => {
    api = mockApi({ 'GET /ping': 'pong' });
    sessionStore.getState().signedIn(user, null, '/club-7/api/v1');
    await apiGet('ping');
    expect(api.calls[0]!.url).toBe('http://localhost/club-7/api/v1/ping');
    expect(api.calls[0]!.path).toBe('/ping');
  });

  it('posts, puts and deletes with bodies', async () => {
    api = mockApi({
      'POST /kids': (c: { body: unknown }) => c.body,
      'PUT /kids/:id': 'success',
      'DELETE /kids/:id': 'success',
    });
    await expect(apiPost('/kids', { firstName: 'Sam' })).resolves.toEqual({ firstName: 'Sam' });
    await expect(apiPut('/kids/3', { firstName: 'Sam' })).resolves.toBe('success');
    await expect(apiDelete('/kids/3')).resolves.toBe('success');
    expect(api.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(api.calls[0]!.headers['content-type']).toContain('application/json');
  });

  it('throws ApiError with the server message', async () => {
    api = mockApi({ 'POST /promo': apiFailure(400, 'Promo code not valid') });
    const error = await apiPost('/promo', { code: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Promo code not valid' });
  });

  it('maps a network failure to the friendly message, retrying a GET once', async () => {
    api = mockApi({ 'GET /classes': networkFailure() });
    await expect(apiGet('/classes')).rejects.toMatchObject({
      status: 0,
      message: 'Unable to reach the club server. Please check your connection and try again.',
    });
    expect(api.calls).toHaveLength(2);
  });

  it('retries a GET once on a 5xx and never retries a POST', async () => {
    let n = 0;
    api = mockApi({
      'GET /flaky': () => (++n === 1 ? apiFailure(503, 'busy') : 'ok'),
      'POST /pay': apiFailure(503, 'busy'),
    });
    await expect(apiGet('/flaky')).resolves.toBe('ok');
    await expect(apiPost('/pay', {})).rejects.toMatchObject({ status: 503 });
    expect(api.callsTo('POST /pay')).toHaveLength(1);
  });

  it('sets the Idempotency-Key header', async () => {
    api = mockApi({ 'POST /shop/check-out': apiSuccess({ ok: true }) });
    const key = newIdempotencyKey();
    await apiPost('/shop/check-out', {}, { idempotencyKey: key });
    expect(api.calls[0]!.headers['idempotency-key']).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('on 401 clears the session and emits session:expired', async () => {
    api = mockApi({ 'GET /membership/:m': apiFailure(401, 'Please sign in to continue.') });
    sessionStore.getState().signedIn(user, null);
    const expired = jest.fn();
    bus.on('session:expired', expired);
    await expect(apiGet('/membership/M1')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('does not expire the session on a failed login or an opted-out call', async () => {
    api = mockApi({ 'POST /auth/login': apiFailure(401, 'Invalid email or password.'), 'GET /auth/me': apiFailure(401, 'x') });
    sessionStore.getState().signedIn(user, null);
    const expired = jest.fn();
    bus.on('session:expired', expired);
    await expect(apiPost('/auth/login', {})).rejects.toMatchObject({ message: 'Invalid email or password.' });
    await expect(apiGet('/auth/me', { ignoreUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).not.toBeNull();
  });

  it('exposes the configured ky instance', async () => {
    api = mockApi({ 'GET /raw': { a: 1 } });
    const client = await getApiClient();
    await expect(client.get('raw').json()).resolves.toMatchObject({ payload: { a: 1 } });
  });
});
