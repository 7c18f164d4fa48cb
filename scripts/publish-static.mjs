// Publishes a fresh build of one app into the folder it is served from, keeping the previous
// releases' chunks for a grace period so open tabs keep working (scripts/lib/publish-static.mjs).
//
//   node scripts/publish-static.mjs <built folder> <served folder> [--keep-days 7]
//   e.g. node scripts/publish-static.mjs mf-shop/dist /srv/portal/mf-shop/dist
//
// Never build straight into the served folder: the build empties its output folder first.
import { publishStatic } from './lib/publish-static.mjs';

const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep-days');
const keepDays = keepAt === -1 ? 7 : Number(args.splice(keepAt, 2)[1]);
const [from, to] = args;
if (!from || !to || !Number.isFinite(keepDays) || keepDays < 0) {
  console.error('usage: node scripts/publish-static.mjs <built folder> <served folder> [--keep-days 7]');
  process.exit(2);
}
const { published, kept, removed } = publishStatic({ from, to, keepDays });
console.log(
  `published ${published.length} files to ${to}; kept ${kept.length} of earlier releases; removed ${removed.length} older than ${keepDays} days`,
);
