const calls: string[] = [];
let failNext = false;
const createFederationHost = jest.fn(() => {
  if (failNext) {
    failNext = false;
    throw new Error('federation chunk failed');
  }
  return {
    registerRemotes: (remotes: Array<{ name: string }>) => calls.push(`register ${remotes.map((r) => r.name).join()}`),
    loadRemote: async (id: string) => {
      calls.push(`load ${id}`);
      return { default: [] };
    },
    loadShare: async (key: string) => {
      calls.push(`share ${key}`);
      return () => ({});
    },
  };
});
jest.mock('./federation-host', () => ({ createFederationHost: () => createFederationHost() }));

import type * as federationRuntime from './federation-runtime';
import { loadRemote, loadShare, registerRemotes } from './federation-runtime';

describe('federation runtime', () => {
  it('creates the host once, on first use, and keeps the order of the calls', async () => {
    expect(createFederationHost).not.toHaveBeenCalled();
    const registered = registerRemotes([{ name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' }], { force: false });
    const loaded = loadRemote('mf_account/routes');
    const shared = loadShare('@mantine/core');
    await Promise.all([registered, loaded, shared]);
    expect(calls).toEqual(['register mf_account', 'load mf_account/routes', 'share @mantine/core']);
    expect(createFederationHost).toHaveBeenCalledTimes(1);
  });
});

describe('federation runtime after a failed start', () => {
  beforeEach(() => jest.resetModules());

  it('asks for the runtime again on the next call (Retry works without a reload)', async () => {
    const runtime = jest.requireActual<typeof federationRuntime>('./federation-runtime');
    createFederationHost.mockClear();
    failNext = true;
    await expect(runtime.loadRemote('mf_shop/routes')).rejects.toThrow('federation chunk failed');
    await expect(runtime.loadRemote('mf_shop/routes')).resolves.toEqual({ default: [] });
    expect(createFederationHost).toHaveBeenCalledTimes(2);
  });
});
