// Bundle report (docs/spec/design.md §7): gzipped JavaScript of the sign-in page (every JS file Chromium
// downloads to show /login) and each remote's own code for its first route (its JS minus the
// shared singletons), plus a check that react, react-dom and @mantine/core are downloaded once in
// a visit that opens every remote. Needs the built apps (`pnpm build`).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { signIn, startPortal, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8120);
const SIGN_IN_BUDGET = 200 * 1024;
const REMOTE_BUDGET = 60 * 1024;
// A visit that opens one page of every remote, as member and as guardian (mf-swim).
const MEMBER_PAGES = ['/', '/profile', '/membership', '/current-bookings', '/shop'];
const GUARDIAN_PAGES = ['/student-list'];
const PUBLIC_PAGES = ['/prospect-inquiry'];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function record(page, into) {
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js') || res.status() !== 200) return;
    try {
      const body = await res.body();
      let text = body.toString('utf8', 0, Math.min(body.length, 400_000));
      // Minified chunks name their bundled packages in the extracted licence file.
      const licence = /license information please see (\S+\.LICENSE\.txt)/.exec(text);
      if (licence) {
        const lic = await fetch(new URL(licence[1], url)).then((r) => (r.ok ? r.text() : ''), () => '');
        text += `\n${lic}`;
      }
      into.push({ url: new URL(url).pathname, gz: gzipSync(body).length, text });
    } catch {
      /* response gone with the page */
    }
  });
}

const ownerOf = (p) => (p.startsWith('/remotes/') ? p.split('/')[2] : 'shell');
// A chunk that carries a shared singleton (webpack names the module path in the chunk).
const SINGLETONS = { react: /\breact\.production(\.min)?\.js/, 'react-dom': /react-dom\.production(\.min)?\.js/, 'react-dom/client': /react-dom-client\.production(\.min)?\.js/, '@mantine/core': /@mantine\/core\/|@mantine\+core|mantine-Button-root|m_77c9d27d/ };
const carries = (file, name) => SINGLETONS[name].test(file.text) || file.url.includes(name.replace('/', '_'));

const portal = await startPortal(PORT);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // 1. Sign-in page.
  const signInFiles = [];
  const p1 = await browser.newPage();
  record(p1, signInFiles);
  await p1.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
  await p1.close();
  const signInGz = signInFiles.reduce((s, f) => s + f.gz, 0);

  // 2. A visit to every remote; remote code per remote = its JS minus chunks of shared singletons.
  const visit = [];
  const ctx = await browser.newContext();
  const cookie = await signIn(portal.url, 'member@demo.club');
  await ctx.addCookies([{ name: 'portal_sid', value: cookie.split('=')[1], url: portal.url }]);
  const p2 = await ctx.newPage();
  record(p2, visit);
  for (const path of [...MEMBER_PAGES, ...PUBLIC_PAGES]) await p2.goto(`${portal.url}${path}`, { waitUntil: 'networkidle' });
  const gctx = await browser.newContext();
  const gcookie = await signIn(portal.url, 'guardian@demo.club', '127.0.0.2');
  await gctx.addCookies([{ name: 'portal_sid', value: gcookie.split('=')[1], url: portal.url }]);
  const p3 = await gctx.newPage();
  record(p3, visit);
  for (const path of GUARDIAN_PAGES) await p3.goto(`${portal.url}${path}`, { waitUntil: 'networkidle' });

  // A remote's files that carry shared modules (any singleton of shared/build/mf-shared.cjs, not
  // only react and Mantine) are listed in its module-federation manifest; whichever remote happens
  // to serve a shared module first, that file is not the remote's own code.
  const sharedAssets = new Set();
  for (const owner of new Set(visit.map((f) => ownerOf(f.url)).filter((o) => o !== 'shell'))) {
    const manifest = await fetch(`${portal.url}/remotes/${owner}/mf-manifest.json`).then((r) => r.json());
    for (const s of manifest.shared) for (const file of [...s.assets.js.sync, ...s.assets.js.async]) sharedAssets.add(`/remotes/${owner}/${file}`);
  }
  const remotes = {};
  const counted = new Set();
  for (const f of visit) {
    const owner = ownerOf(f.url);
    if (owner === 'shell' || counted.has(f.url)) continue;
    counted.add(f.url);
    const shared = sharedAssets.has(f.url) || Object.keys(SINGLETONS).some((n) => carries(f, n));
    remotes[owner] ??= { own: 0, sharedChunks: 0 };
    if (shared) remotes[owner].sharedChunks += f.gz;
    else remotes[owner].own += f.gz;
  }
  // The member visit alone: each singleton must be downloaded by exactly one file.
  const memberVisit = visit.slice(0, visit.length);
  const singletons = Object.fromEntries(
    Object.keys(SINGLETONS).map((n) => [n, [...new Set(memberVisit.filter((f) => carries(f, n)).map((f) => f.url))]]),
  );

  console.log('\nBundle report (gzipped JavaScript)');
  console.table([
    { what: 'sign-in page (/login), all JS', gzipped: kb(signInGz), budget: kb(SIGN_IN_BUDGET), ok: signInGz <= SIGN_IN_BUDGET },
    ...Object.entries(remotes).map(([name, r]) => ({ what: `${name} own code, first route`, gzipped: kb(r.own), budget: kb(REMOTE_BUDGET), ok: r.own <= REMOTE_BUDGET })),
  ]);
  console.log('Files carrying each shared singleton in one visit (must be 1 each):');
  console.table(Object.entries(singletons).map(([name, files]) => ({ singleton: name, downloads: files.length, files: files.join(' ') })));
  await writeResult('bundle-report', {
    signIn: { gzippedBytes: signInGz, files: signInFiles.map((f) => ({ url: f.url, gz: f.gz })) },
    remotes,
    singletons,
    budgets: { signIn: SIGN_IN_BUDGET, remote: REMOTE_BUDGET },
  });
} finally {
  await browser.close();
  await portal.stop();
}
