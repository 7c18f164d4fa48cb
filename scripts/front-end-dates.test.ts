// Dates are the club's: no page, dialog or hook of the front end takes a default date
// from the device ("new Date()", "dayjs()", "Date.now()"); they use the club's today (clubToday
// in @portal/shared, or the server's `today`). A phone in Los Angeles sees Sydney's date.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const APPS = ['shell', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'shared/src/ui'];
/** Device time that is not a calendar default: the copyright year and card-expiry year lists. */
const ALLOWED = new Set(['shell/src/layout/footer-bar.tsx', 'mf-swim/src/features/outstanding/components/payment-dialog.tsx']);
const DEVICE_NOW = /new Date\(\s*\)|\bdayjs\(\s*\)|Date\.now\(\s*\)/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

test('no front-end default date comes from the device', () => {
  const offenders = APPS.flatMap((app) => {
    const dir = path.join(ROOT, app, app.includes('/') ? '' : 'src');
    return sources(dir)
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((rel) => !ALLOWED.has(rel))
      .flatMap((rel) =>
        readFileSync(path.join(ROOT, rel), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${rel}:${i + 1}` }))
          .filter(({ line }) => DEVICE_NOW.test(line) && !line.trim().startsWith('//'))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
  });
  expect(offenders).toEqual([]);
});
