// The module-federation sharing rules of shared/build (docs/decisions/performance.md, round 3).
/* eslint-disable @typescript-eslint/no-require-imports */
import path from 'node:path';

const { importedNames, subsetShare } = require('../../build/shared-subsets.cjs');
const { sharedSingletons } = require('../../build/mf-shared.cjs');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public'];

describe('shared subsets', () => {
  it('reads the names a file imports, and sees when it takes the whole package', () => {
    const text = [
      "import { Box, Text as T } from '@mantine/core';",
      "import type { MantineTheme } from '@mantine/core';",
      "import {\n  Button,\n  type ButtonProps,\n  Group,\n} from '@mantine/core';",
      "export { Card } from '@mantine/core';",
    ].join('\n');
    expect([...importedNames(text, '@mantine/core')].sort()).toEqual(['Box', 'Button', 'Card', 'Group', 'Text']);
    expect(importedNames("import * as M from '@mantine/core';", '@mantine/core')).toBeNull();
    expect(importedNames("export * from '@mantine/core';", '@mantine/core')).toBeNull();
  });

  it('gives every app the same subset, so the singleton is one module whoever provides it', () => {
    for (const [pkg, used] of [
      ['@mantine/core', 'MantineProvider'],
      ['react-router-dom', 'Link'],
    ]) {
      const [first, ...others] = APPS.map((app) => subsetShare(pkg, path.join(ROOT, app)));
      expect(first.names).toContain(used);
      for (const other of others) expect(other.names).toEqual(first.names);
    }
  });

  it('in production the shell alone provides @mantine/core (under a request no module imports); remotes take it without a fallback', () => {
    const shell = sharedSingletons(require(path.join(ROOT, 'shell', 'package.json')), path.join(ROOT, 'shell'), { isHost: true, production: true });
    expect(shell['@mantine/core']).toBeUndefined();
    expect(shell['portal-host-provides:@mantine/core']).toMatchObject({ singleton: true, shareKey: '@mantine/core' });
    const shop = sharedSingletons(require(path.join(ROOT, 'mf-shop', 'package.json')), path.join(ROOT, 'mf-shop'), { isHost: false, production: true });
    expect(shop['@mantine/core']).toMatchObject({ singleton: true, import: false });
    // Development: every app keeps its own copy, so each remote still runs alone.
    const dev = sharedSingletons(require(path.join(ROOT, 'mf-shop', 'package.json')), path.join(ROOT, 'mf-shop'), { isHost: false, production: false });
    expect(dev['@mantine/core'].import).not.toBe(false);
  });
});
