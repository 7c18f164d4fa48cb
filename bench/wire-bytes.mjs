// Bytes over the wire: for the sign-in page, the dashboard and each remote's first
// route, every file a cold browser downloads to show it (HTML, JS, CSS, JSON from the API),
// fetched again as served with `Accept-Encoding: br, gzip`, against the same without compression.
// Chromium finds the files (a fresh context per page, so nothing is cached); node's http fetches
// each one, so the figures are the server's real answers whatever the browser advertises.
// Needs the built apps (`pnpm build`).
import http from 'node:http';
import { URL } from 'node:url';
import { chromium } from 'playwright-core';
import { signIn, startPortal, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8120);
const PUBLIC_QUERY = '?accountId=DEMO01';
// The first route of each remote in the shell's route table, with who opens it.
const PAGES = [
  { name: 'sign-in page', path: '/login', user: null },
  { name: 'dashboard', path: '/', user: 'member@demo.club' },
  { name: 'mf-account first route', path: '/profile', user: 'member@demo.club', remote: 'mf-account' },
  { name: 'mf-membership first route', path: '/membership', user: 'member@demo.club', remote: 'mf-membership' },
  { name: 'mf-bookings first route', path: '/classbooking', user: 'member@demo.club', remote: 'mf-bookings' },
  { name: 'mf-swim first route', path: '/student-list', user: 'guardian@demo.club', remote: 'mf-swim' },
  { name: 'mf-shop first route', path: '/shop', user: 'member@demo.club', remote: 'mf-shop' },
  { name: 'mf-public first route', path: `/prospect-inquiry${PUBLIC_QUERY}`, user: null, remote: 'mf-public' },
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** One GET as served: the bytes of the status line and headers plus the body as sent. */
function wireSize(url, acceptEncoding, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) };
    const req = http.get(url, { headers }, (res) => {
      let body = 0;
      res.on('data', (c) => (body += c.length));
      res.on('end', () => {
        const head =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          res.rawHeaders.reduce((n, h) => n + h.length + 2, 0) +
          2; // ": " or CRLF after each name and value, CRLF at the end
        resolve({
          bytes: head + body,
          body,
          encoding: res.headers['content-encoding'] ?? 'none',
          status: res.statusCode,
        });
      });
    });
    req.on('error', reject);
  });
}

const portal = await startPortal(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const cookies = new Map();
const rows = [];
const results = [];
try {
  for (const [i, page] of PAGES.entries()) {
    let cookie = null;
    if (page.user) {
      cookie = cookies.get(page.user) ?? (await signIn(portal.url, page.user, `127.0.0.${10 + i}`));
      cookies.set(page.user, cookie);
    }
    const context = await browser.newContext();
    if (cookie) await context.addCookies([{ name: 'portal_sid', value: cookie.split('=')[1], url: portal.url }]);
    const tab = await context.newPage();
    const urls = [];
    tab.on('request', (r) => {
      const u = new URL(r.url());
      if (r.method() === 'GET' && u.origin === portal.url && !urls.includes(r.url())) urls.push(r.url());
    });
    await tab.goto(`${portal.url}${page.path}`, { waitUntil: 'networkidle' });
    await context.close();

    let compressed = 0;
    let plain = 0;
    let remoteOwn = 0;
    const files = [];
    for (const url of urls) {
      const c = await wireSize(url, 'br, gzip', cookie);
      const p = await wireSize(url, 'identity', cookie);
      compressed += c.bytes;
      plain += p.bytes;
      if (page.remote && new URL(url).pathname.startsWith(`/remotes/${page.remote}/`)) remoteOwn += c.bytes;
      files.push({
        path: new URL(url).pathname + new URL(url).search,
        bytes: c.bytes,
        uncompressed: p.bytes,
        encoding: c.encoding,
        status: c.status,
      });
    }
    rows.push({
      page: `${page.name} (${page.path})`,
      requests: urls.length,
      'over the wire (br, gzip)': kb(compressed),
      uncompressed: kb(plain),
      saved: `${Math.round((1 - compressed / plain) * 100)}%`,
      ...(page.remote ? { [`of which the remote's files`]: kb(remoteOwn) } : {}),
    });
    results.push({
      ...page,
      requests: urls.length,
      wireBytes: compressed,
      uncompressedBytes: plain,
      remoteWireBytes: page.remote ? remoteOwn : undefined,
      files,
    });
  }
  console.log('\nBytes over the wire, cold cache, Accept-Encoding: br, gzip (headers included)');
  console.table(rows);
  await writeResult('wire-bytes', { pages: results });
} finally {
  await browser.close();
  await portal.stop();
}
