// The module-federation sharing rules of shared/build (docs/decisions/performance.md).
/* eslint-disable @typescript-eslint/no-require-imports */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const { esmEntry, importedNames, packageDir, subsetShare } = require('../../build/shared-subsets.cjs');
const { sharedSingletons, writeHostShares } = require('../../build/mf-shared.cjs');

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

  it('the shell alone provides every singleton, from its own modules, to the runtime it creates; remotes take them without a fallback', () => {
    const file = writeHostShares(path.join(ROOT, 'shell'));
    expect(path.relative(ROOT, file)).toBe(path.join('shell', '.generated', 'host-shares.mjs'));
    const text = readFileSync(file, 'utf8');
    const entry = (key: string) => new RegExp(`^  ${JSON.stringify(key).replace(/[/]/g, '\\/')}: \\{ version: "([^"]+)",.*import\\("([^"]+)"\\)`, 'm').exec(text);
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@mantine/core', 'react-router-dom', 'dayjs', '@portal/shared', '@portal/shared/core', '@tanstack/react-query']) {
      expect(entry(name)).not.toBeNull();
    }
    // A plain package as itself (its installed version), a subset as its generated module.
    expect(entry('react')?.[1]).toBe(require(path.join(packageDir('react', path.join(ROOT, 'shell')), 'package.json')).version);
    expect(entry('react')?.[2]).toBe('react');
    expect(entry('@mantine/core')?.[2]).toMatch(/\.subsets/);
    // Singletons, never a version range the remotes could fail: the host's copy is the one.
    expect(text).toContain('const shareConfig = { singleton: true, requiredVersion: false, eager: false };');
    // The keys with "/" are their deep imports, never the prefix itself.
    expect(text).not.toMatch(/^ {2}"react\/": /m);
    const shop = sharedSingletons(require(path.join(ROOT, 'mf-shop', 'package.json')), path.join(ROOT, 'mf-shop'), { production: true });
    expect(shop['@mantine/core']).toMatchObject({ singleton: true, import: false });
    expect(shop['react/']).toMatchObject({ singleton: true, import: false });
    // Development: every app keeps its own copy, so each remote still runs alone.
    const dev = sharedSingletons(require(path.join(ROOT, 'mf-shop', 'package.json')), path.join(ROOT, 'mf-shop'), { production: false });
    expect(dev['@mantine/core'].import).not.toBe(false);
    expect(dev.react.import).not.toBe(false);
  });
});
