// A remote redeployed under an open tab: the tab loaded mf-shop's release, then a new
// release with other content hashes replaces it, and the tab navigates to a page whose chunk it
// has not loaded yet. The page must render:
// 1. the new release replaced the old one outright (old chunks gone): the shell sees the chunk
//    fail, reads the remote's manifest again and loads the new release (no fallback);
// 2. the new release was published with scripts/publish-static.mjs: the old chunks are still
//    there, and the tab simply goes on with the release it started with.
// This spec runs its own portal (serve-portal.mjs) on a copy of the built apps that it can change.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';
import { expectPageOpened, REMOTE_UNAVAILABLE } from '../support/page-content';

const repoRoot = path.resolve(__dirname, '..', '..');
// A port of its own beside the suite's server (E2E_PORT).
const port = Number(process.env.E2E_REDEPLOY_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 1);
const origin = `http://127.0.0.1:${port}`;

let work: string;
let staticRoot: string;
let firstRelease: string;
let nextRelease: string;
let server: ChildProcess | undefined;
let cartFilled = false;

const servedShop = () => path.join(staticRoot, 'mf-shop', 'dist');
// Source maps are not needed to serve the apps.
const copyBuild = (from: string, to: string) =>
  fs.cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith('.map') });

function replaceServedShop(release: string) {
  fs.rmSync(servedShop(), { recursive: true, force: true });
  copyBuild(release, servedShop());
}

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the portal on ${origin} did not start`);
}

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const app of ['shell', 'mf-shop']) {
    if (!fs.existsSync(path.join(repoRoot, app, 'dist', 'index.html')))
      throw new Error(`${app}/dist is missing: run pnpm build first`);
  }
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-redeploy-'));
  staticRoot = path.join(work, 'static');
  for (const app of fs.readdirSync(repoRoot).filter((d) => d === 'shell' || d.startsWith('mf-'))) {
    const dist = path.join(repoRoot, app, 'dist');
    if (fs.existsSync(dist)) copyBuild(dist, path.join(staticRoot, app, 'dist'));
  }
  firstRelease = path.join(work, 'mf-shop-first');
  copyBuild(path.join(repoRoot, 'mf-shop', 'dist'), firstRelease);

  // The next release: the same sources under another hash salt, so every chunk name changes.
  nextRelease = path.join(work, 'mf-shop-next');
  // The workspace's webpack, as `pnpm build` runs it (no pnpm needed on the PATH).
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const build = spawnSync(webpack, ['--mode', 'production', '--output-path', nextRelease], {
    cwd: path.join(repoRoot, 'mf-shop'),
    env: { ...process.env, PORTAL_BUILD_SALT: `redeploy-${Date.now()}` },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`building the next mf-shop release failed:\n${build.stdout}\n${build.stderr}`);
  const chunks = (dir: string) => fs.readdirSync(dir).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f));
  expect(chunks(nextRelease).filter((f) => chunks(firstRelease).includes(f))).toEqual([]);

  server = spawn(process.execPath, [path.join(repoRoot, 'e2e', 'support', 'serve-portal.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), STATIC_ROOT: staticRoot },
    stdio: 'ignore',
  });
  await waitForServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Every answer for mf-shop's files from now on. */
function recordShopResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/remotes/mf-shop/')) seen.push(r);
  });
  return seen;
}

/** A navigation inside the open tab (no page load), as a click on a link would do. */
async function navigateInTab(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function openShopOnFirstRelease(page: Page) {
  replaceServedShop(firstRelease);
  await signInAs(page, MEMBER);
  await page.goto('/shop');
  await expectPageOpened(page, 'Shop');
  // Something in the cart (once: this spec's portal keeps it): an empty cart page sends the member
  // back to the shop (spec).
  if (!cartFilled) {
    const added = page.waitForResponse((r) => r.url().includes('/api/v1/shop/') && r.request().method() === 'POST' && r.ok());
    await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
    await added;
    cartFilled = true;
  }
}

test('a release that replaced the old one outright: the shell reads the manifest again and the page renders', async ({
  page,
}) => {
  await openShopOnFirstRelease(page);
  replaceServedShop(nextRelease);
  const responses = recordShopResponses(page);

  await navigateInTab(page, '/shopping-cart');

  await expectPageOpened(page, 'Shopping Cart', { timeout: 20_000 });
  await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
  // The tab did ask for a chunk of its old release (gone), then read the manifest again and
  // loaded the new release's entry.
  const paths = (filter: (r: Response) => boolean) => responses.filter(filter).map((r) => new URL(r.url()).pathname);
  expect(paths((r) => r.status() === 404 && /\.[0-9a-f]{10}\.js$/.test(r.url())).length).toBeGreaterThan(0);
  expect(paths((r) => r.ok())).toEqual(
    expect.arrayContaining(['/remotes/mf-shop/mf-manifest.json', '/remotes/mf-shop/remoteEntry.js']),
  );
});

test('a release published beside the old one: the open tab goes on with its release, nothing fails', async ({
  page,
}) => {
  await openShopOnFirstRelease(page);
  const publish = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'publish-static.mjs'), nextRelease, servedShop()],
    { encoding: 'utf8' },
  );
  expect(publish.status, publish.stderr).toBe(0);
  const responses = recordShopResponses(page);

  await navigateInTab(page, '/shopping-cart');

  await expectPageOpened(page, 'Shopping Cart', { timeout: 20_000 });
  await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
  const firstChunks = new Set(fs.readdirSync(firstRelease));
  const loaded = responses.map((r) => ({ file: path.basename(new URL(r.url()).pathname), status: r.status() }));
  expect(loaded.filter((r) => r.status >= 400)).toEqual([]);
  // The cart's chunks came from the release the tab started with.
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.every((r) => firstChunks.has(r.file))).toBe(true);
  // A new page load gets the new release.
  await page.goto('/shopping-cart');
  await expectPageOpened(page, 'Shopping Cart');
  expect(
    fs
      .readFileSync(path.join(servedShop(), 'remoteEntry.js'))
      .equals(fs.readFileSync(path.join(nextRelease, 'remoteEntry.js'))),
  ).toBe(true);
});
