// Publishing a built app (the shell or a remote) into the folder it is served from, so that a tab
// still running the previous release keeps finding that release's chunks:
// - content-hashed files are added beside the ones already there (same name = same content);
// - the files that name the release (remoteEntry.js, mf-manifest.json, index.html, ... without a
//   content hash) are replaced last, each by an atomic rename, so no client ever reads a manifest
//   whose chunks are not there yet;
// - files of earlier releases stay until they have gone `keepDays` without being part of a
//   published release (their modification time is set at every publish that contains them).
import fs from 'node:fs';
import path from 'node:path';

const DAY_MS = 86_400_000;
// [contenthash:10] of shared/build/webpack-config.cjs.
const CONTENT_HASHED = /\.[0-9a-f]{10}\./;

const isContentHashed = (file) => CONTENT_HASHED.test(path.basename(file));

function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

function copyAtomically(from, to, at) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temp = `${to}.publishing-${process.pid}`;
  fs.copyFileSync(from, temp);
  fs.utimesSync(temp, at, at);
  fs.renameSync(temp, to);
}

/**
 * @param {{ from: string, to: string, keepDays?: number, now?: Date }} options
 *   from: the fresh build (<app>/dist); to: the folder the app is served from
 * @returns {{ published: string[], kept: string[], removed: string[] }} relative paths
 */
export function publishStatic({ from, to, keepDays = 7, now = new Date() }) {
  const release = listFiles(from);
  if (!release.length) throw new Error(`${from} holds no files: build the app first`);
  const inRelease = new Set(release);
  const hashed = release.filter(isContentHashed);
  const naming = release.filter((f) => !isContentHashed(f));

  for (const file of [...hashed, ...naming]) copyAtomically(path.join(from, file), path.join(to, file), now);

  const kept = [];
  const removed = [];
  for (const file of listFiles(to)) {
    if (inRelease.has(file)) continue;
    const full = path.join(to, file);
    const age = now.getTime() - fs.statSync(full).mtimeMs;
    if (age > keepDays * DAY_MS) {
      fs.rmSync(full);
      removed.push(file);
    } else {
      kept.push(file);
    }
  }
  return { published: release, kept, removed };
}
