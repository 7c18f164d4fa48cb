// No cross-feature imports inside a remote: a file of a remote's features/<name>/ imports nothing
// from another of its features. What two features of one remote share lives beside them in
// src/common/ (or src/lib/), and what two apps share lives in @portal/shared. The shell is not
// held to it: its sign-in, password and registration pages call features/session's auth API.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const REMOTES = ['mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'mf-club'];
const RELATIVE_IMPORT = /(?:from|import\(|require\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The feature a file belongs to ('' outside src/features). */
function featureOf(featuresDir: string, file: string): string {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') ? '' : (rel.split(path.sep)[0] ?? '');
}

test('no feature of a remote imports another feature of it', () => {
  const crossings = REMOTES.flatMap((app) => {
    const featuresDir = path.join(ROOT, app, 'src', 'features');
    return sources(featuresDir).flatMap((file) => {
      const own = featureOf(featuresDir, file);
      return [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
        .map((m) => m[1] ?? '')
        .filter((spec) => {
          const other = featureOf(featuresDir, path.resolve(path.dirname(file), spec));
          return other !== '' && other !== own;
        })
        .map((spec) => `${path.relative(ROOT, file).split(path.sep).join('/')} imports ${spec}`);
    });
  });
  expect(crossings).toEqual([]);
});
