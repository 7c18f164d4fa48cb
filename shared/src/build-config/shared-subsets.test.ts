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

  it('every app provides @mantine/core as the same subset, in production too: a reloaded remote must find it', () => {
    // Provided by the shell alone, a remote re-registered after a redeploy could no longer get it
    // (remote-redeploy.spec.ts).
    for (const [app, isHost] of [['shell', true], ['mf-shop', false]] as const) {
      const shared = sharedSingletons(require(path.join(ROOT, app, 'package.json')), path.join(ROOT, app), { isHost, production: true });
      expect(shared['@mantine/core']).toMatchObject({ singleton: true });
      expect(shared['@mantine/core'].import).not.toBe(false);
      expect(shared['portal-host-provides:@mantine/core']).toBeUndefined();
    }
  });
});
