// Page timings (docs/spec/design.md §7): Lighthouse (npm package) driving Debian's Chromium, in one run, for the
// sign-in page and the signed-in dashboard beside a bare React + Mantine page built the same way
// (bench/bare-app). Largest contentful paint, total blocking time, and their ratios to the bare page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBarePage } from './lib/bare-page.mjs';
import { signIn, startPortal, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8122);
const BARE_PORT = PORT + 1;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const bare = await startBarePage(BARE_PORT);
const portal = await startPortal(PORT);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const cookie = await signIn(portal.url, 'member@demo.club');
  const pages = [
    { name: 'bare React + Mantine', url: bare.url },
    { name: 'sign-in page', url: `${portal.url}/login` },
    { name: 'dashboard (signed in)', url: `${portal.url}/`, headers: { cookie } },
  ];
  const results = {};
  // Interleaved runs so the three pages share the machine's conditions; the median is kept.
  for (let run = 0; run < RUNS; run += 1) {
    for (const p of pages) {
      const r = await lighthouse(p.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'desktop',
        screenEmulation: { disabled: true },
        throttlingMethod: 'provided',
        extraHeaders: p.headers,
      });
      const a = r.lhr.audits;
      (results[p.name] ??= { lcp: [], tbt: [] }).lcp.push(a['largest-contentful-paint'].numericValue);
      results[p.name].tbt.push(a['total-blocking-time'].numericValue);
    }
  }
  const base = results['bare React + Mantine'];
  const rows = Object.entries(results).map(([name, r]) => ({
    page: name,
    'LCP ms': Math.round(median(r.lcp)),
    'TBT ms': Math.round(median(r.tbt)),
    'LCP ratio': (median(r.lcp) / median(base.lcp)).toFixed(2),
    'TBT ratio': median(base.tbt) ? (median(r.tbt) / median(base.tbt)).toFixed(2) : 'n/a (bare TBT 0)',
  }));
  console.log(`\nPage timings (Lighthouse, Debian Chromium, median of ${RUNS}, no throttling)`);
  console.table(rows);
  await writeResult('page-timings', { runs: RUNS, rows, raw: results, budget: 'LCP ratio <= 1.2' });
} finally {
  await chrome.kill();
  await portal.stop();
  await bare.stop();
}
