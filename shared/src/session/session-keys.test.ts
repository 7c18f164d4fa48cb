import { DEFAULT_CLIENT_API_URL, SESSION_STORAGE_KEY, storedClientApiUrl } from './session-keys';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === SESSION_STORAGE_KEY ? value : null),
});

describe('storedClientApiUrl', () => {
  it('reads the persisted company API address', () => {
    expect(storedClientApiUrl(storageWith(JSON.stringify({ state: { clientApiUrl: '/club/api/v1' } })))).toBe(
      '/club/api/v1',
    );
  });

  it('falls back to the default when nothing, garbage or another site is stored', () => {
    expect(storedClientApiUrl(storageWith(null))).toBe(DEFAULT_CLIENT_API_URL);
    expect(storedClientApiUrl(storageWith('{not json'))).toBe(DEFAULT_CLIENT_API_URL);
    expect(
      storedClientApiUrl(storageWith(JSON.stringify({ state: { clientApiUrl: 'https://evil.example/api' } }))),
    ).toBe(DEFAULT_CLIENT_API_URL);
    expect(storedClientApiUrl(storageWith(JSON.stringify({ state: { clientApiUrl: '//evil.example/api' } })))).toBe(
      DEFAULT_CLIENT_API_URL,
    );
  });
});
