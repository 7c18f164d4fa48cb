// The module-federation sharing rules of shared/build (docs/decisions/performance.md, round 3).
/* eslint-disable @typescript-eslint/no-require-imports */
import path from 'node:path';

const { esmEntry, importedNames, subsetShare } = require('../../build/shared-subsets.cjs');
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

  it("builds a subset on the file an app's own import of the package resolves to (exports map first), so both are one module", () => {
    // @tanstack/react-query: `module` names the legacy build, an `import` gets the modern one.
    const query = esmEntry('@tanstack/react-query', path.join(ROOT, 'shell'));
    expect(query.file).toMatch(/[\\/]build[\\/]modern[\\/]index\.js$/);
    expect(esmEntry('@mantine/core', path.join(ROOT, 'shell')).file).toMatch(/[\\/]esm[\\/]index\.mjs$/);
    expect(esmEntry('react-router-dom', path.join(ROOT, 'shell')).file).toMatch(/[\\/]dist[\\/]index\.mjs$/);
  });

  it('in production the shell alone provides every singleton (under requests no module imports) and consumes none; remotes take them without a fallback', () => {
    const shell = sharedSingletons(require(path.join(ROOT, 'shell', 'package.json')), path.join(ROOT, 'shell'), { isHost: true, production: true });
    for (const name of ['@mantine/core', 'react', 'react-dom', 'react-router-dom', '@portal/shared/core', '@tanstack/react-query']) {
      expect(shell[name]).toBeUndefined();
      expect(shell[`portal-host-provides:${name}`]).toMatchObject({ singleton: true, shareKey: name, requiredVersion: false });
    }
    // A plain package is provided as itself; a subset as its generated module.
    expect(shell['portal-host-provides:react'].import).toBe('react');
    expect(shell['portal-host-provides:@mantine/core'].import).toMatch(/\.subsets/);
    // Deep imports one by one: the automatic JSX runtime and react-dom's client entry.
    expect(shell['portal-host-provides:react/jsx-runtime']).toMatchObject({ import: 'react/jsx-runtime', shareKey: 'react/jsx-runtime' });
    expect(shell['portal-host-provides:react-dom/client']).toMatchObject({ import: 'react-dom/client', shareKey: 'react-dom/client' });
    expect(Object.keys(shell).filter((key) => !key.startsWith('portal-host-provides:'))).toEqual([]);
    const shop = sharedSingletons(require(path.join(ROOT, 'mf-shop', 'package.json')), path.join(ROOT, 'mf-shop'), { isHost: false, production: true });
    expect(shop['@mantine/core']).toMatchObject({ singleton: true, import: false });
    expect(shop['react/']).toMatchObject({ singleton: true, import: false });
    // Development: every app keeps its own copy, so each remote still runs alone.
    const dev = sharedSingletons(require(path.join(ROOT, 'mf-shop', 'package.json')), path.join(ROOT, 'mf-shop'), { isHost: false, production: false });
    expect(dev['@mantine/core'].import).not.toBe(false);
    expect(dev.react.import).not.toBe(false);
  });
});
