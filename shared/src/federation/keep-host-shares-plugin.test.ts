import keepHostSharesPlugin, { pinHostShares, type HostLike } from './keep-host-shares-plugin';

// What the MF 2.9 runtime's removeRemote drops when a remote is re-registered with force:
// a loaded share whose `from` is that remote and which no one else uses.
function dropsOnReRegister(entry: { from?: string; useIn?: string[] }, remote: string): boolean {
  return entry.from === remote && (entry.useIn ?? []).filter((n) => n !== remote).length === 0;
}

function shellWithMantineLoadedByShop(): { host: HostLike; mantine: { version: string; from?: string; useIn?: string[]; scope: string[] } } {
  const mantine = { version: '9.7.4-subset', scope: ['default'], from: 'shell', useIn: [] as string[] };
  const react = { version: '19.2.0', scope: ['default'], from: 'shell', useIn: ['shell'] };
  const host: HostLike = {
    // The runtime's registerShared puts copies of the options in the share scope, not the options.
    options: { name: 'shell', shared: { '@mantine/core': [{ ...mantine }], react: [{ ...react }] } },
    shareScopeMap: { default: { '@mantine/core': { [mantine.version]: mantine }, react: { [react.version]: react } } },
  };
  // The runtime's setShared when mf_shop loads the share first (the shell never consumes it).
  mantine.from = 'mf_shop';
  mantine.useIn = ['mf_shop'];
  return { host, mantine };
}

describe('keep-host-shares runtime plugin', () => {
  it('without it, re-registering the remote that loaded the shell-only share would drop the share', () => {
    const { mantine } = shellWithMantineLoadedByShop();
    expect(dropsOnReRegister(mantine, 'mf_shop')).toBe(true);
  });

  it('before a remote is registered, every share the host registered is the host\'s again and in use by it', () => {
    const { host, mantine } = shellWithMantineLoadedByShop();
    const plugin = keepHostSharesPlugin();
    const args = { remote: { name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' }, origin: host };
    expect(plugin.beforeRegisterRemote?.(args as never)).toBe(args);
    expect(mantine).toMatchObject({ from: 'shell', useIn: ['mf_shop', 'shell'] });
    expect(dropsOnReRegister(mantine, 'mf_shop')).toBe(false);
    pinHostShares(host);
    expect(mantine.useIn).toEqual(['mf_shop', 'shell']);
  });

  it('leaves alone a share at a version only a remote provides', () => {
    const { host } = shellWithMantineLoadedByShop();
    const dates = { version: '9.8.0', scope: ['default'], from: 'mf_bookings', useIn: ['mf_bookings'] };
    host.shareScopeMap.default!['@mantine/dates'] = { [dates.version]: dates };
    host.options.shared['@mantine/dates'] = [{ version: '9.7.4', scope: ['default'], from: 'shell' }];
    pinHostShares(host);
    expect(dates).toEqual({ version: '9.8.0', scope: ['default'], from: 'mf_bookings', useIn: ['mf_bookings'] });
  });
});
