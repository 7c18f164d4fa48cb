// The import rules of .dependency-cruiser.cjs (run by `pnpm lint`) bite: a small tree laid out
// like the repo, one forbidden import per rule, must fail depcruise with that rule's name, and the
// same tree with only allowed imports must pass.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  writeFileSync(path.join(dir, 'tsconfig.base.json'), '{ "compilerOptions": {} }\n');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** depcruise's report on the tree ('' when it passes). */
function cruise(dir: string): string {
  try {
    execFileSync(DEPCRUISE, ['api', 'shell', 'mf-shop', 'mf-account', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}` || 'failed without a report';
  }
}

const ALLOWED = {
  'api/src/modules/payments/index.ts': "export { pay } from './service';\n",
  'api/src/modules/payments/service.ts': 'export const pay = 1;\n',
  'api/src/modules/shop/service.ts': "import { pay } from '../payments';\nexport const total = pay;\n",
  'api/src/lib/money.ts': 'export const cents = 100;\n',
  'api/src/modules/shop/repo.ts': "import { cents } from '../../lib/money';\nexport const price = cents;\n",
  'mf-shop/src/common/format.ts': 'export const format = 1;\n',
  'mf-shop/src/features/cart/cart.ts': "import { format } from '../../common/format';\nexport const cart = format;\n",
  'mf-shop/src/features/checkout/checkout.ts': 'export const checkout = 1;\n',
  'mf-account/src/profile.ts': 'export const profile = 1;\n',
  'shell/src/app/app.ts': "import { menu } from '../layout/menu';\nexport const app = menu;\n",
  'shell/src/layout/menu.ts': "import { route } from '../routing/route';\nexport const menu = route;\n",
  'shell/src/routing/route.ts': 'export const route = 1;\n',
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('the allowed layout passes', () => {
  const dir = tree(ALLOWED);
  dirs.push(dir);
  expect(cruise(dir)).toBe('');
});

test.each([
  ['api-module-insides', 'api/src/modules/shop/checkout.ts', "import { pay } from '../payments/service';\nexport const x = pay;\n"],
  ['api-outside-into-module-insides', 'api/src/app.ts', "import { pay } from './modules/payments/service';\nexport const x = pay;\n"],
  ['api-lib-below-modules', 'api/src/lib/tax.ts', "import { pay } from '../modules/payments';\nexport const x = pay;\n"],
  ['remote-imports-remote', 'mf-shop/src/features/cart/avatar.ts', "import { profile } from '../../../../mf-account/src/profile';\nexport const x = profile;\n"],
  ['feature-imports-feature', 'mf-shop/src/features/cart/pay.ts', "import { checkout } from '../checkout/checkout';\nexport const x = checkout;\n"],
  ['shell-layers', 'shell/src/layout/frame.ts', "import { app } from '../app/app';\nexport const x = app;\n"],
  ['shell-layers-layout', 'shell/src/routing/guard.ts', "import { menu } from '../layout/menu';\nexport const x = menu;\n"],
])('%s refuses a new crossing', (rule, file, text) => {
  const dir = tree({ ...ALLOWED, [file]: text });
  dirs.push(dir);
  const report = cruise(dir);
  expect(report).toContain(`error ${rule}:`);
  expect(report).toContain(file);
});
