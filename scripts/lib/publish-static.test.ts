// Publishing a new release of an app beside the previous one: a tab still running the previous
// release finds its chunks; the release files are the new ones; old chunks go after the grace period.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishStatic } from './publish-static.mjs';

let work: string;
const DAY = 86_400_000;

function build(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  return dir;
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-static-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

test("the new release's files are served and the previous release's chunks stay beside them", () => {
  const served = path.join(work, 'served');
  const first = build('v1', {
    'remoteEntry.js': 'entry v1 -> 112.aaaaaaaaaa.js',
    'mf-manifest.json': '{"v":1}',
    '112.aaaaaaaaaa.js': 'cart v1',
    '112.aaaaaaaaaa.js.br': 'cart v1 br',
    'assets/logo.0123456789.png': 'png',
  });
  publishStatic({ from: first, to: served, now: new Date('2026-01-01T00:00:00Z') });

  const second = build('v2', {
    'remoteEntry.js': 'entry v2 -> 112.bbbbbbbbbb.js',
    'mf-manifest.json': '{"v":2}',
    '112.bbbbbbbbbb.js': 'cart v2',
    'assets/logo.0123456789.png': 'png',
  });
  const result = publishStatic({ from: second, to: served, now: new Date('2026-01-02T00:00:00Z') });

  expect(read(served, 'remoteEntry.js')).toBe('entry v2 -> 112.bbbbbbbbbb.js');
  expect(read(served, 'mf-manifest.json')).toBe('{"v":2}');
  expect(read(served, '112.bbbbbbbbbb.js')).toBe('cart v2');
  // A tab that loaded v1 still gets its cart chunk.
  expect(read(served, '112.aaaaaaaaaa.js')).toBe('cart v1');
  expect(result.kept.sort()).toEqual(['112.aaaaaaaaaa.js', '112.aaaaaaaaaa.js.br']);
  expect(result.removed).toEqual([]);
  // No temporary file is left behind.
  expect(fs.readdirSync(served).filter((f) => f.includes('publishing'))).toEqual([]);
});

test('chunks that no release has contained for longer than the grace period are removed', () => {
  const served = path.join(work, 'served');
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  publishStatic({
    from: build('v1', { 'remoteEntry.js': 'v1', '1.aaaaaaaaaa.js': 'one' }),
    to: served,
    now: new Date(start),
  });
  publishStatic({
    from: build('v2', { 'remoteEntry.js': 'v2', '2.bbbbbbbbbb.js': 'two' }),
    to: served,
    now: new Date(start + 3 * DAY),
  });
  // Eight days after v1 was last published: its chunk goes; v2's, published five days ago, stays.
  const result = publishStatic({
    from: build('v3', { 'remoteEntry.js': 'v3', '3.cccccccccc.js': 'three' }),
    to: served,
    keepDays: 7,
    now: new Date(start + 8 * DAY),
  });
  expect(result.removed).toEqual(['1.aaaaaaaaaa.js']);
  expect(result.kept).toEqual(['2.bbbbbbbbbb.js']);
  expect(fs.readdirSync(served).sort()).toEqual(['2.bbbbbbbbbb.js', '3.cccccccccc.js', 'remoteEntry.js']);
});

test('a chunk that is part of every release is never aged out', () => {
  const served = path.join(work, 'served');
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  const same = { 'remoteEntry.js': 'v', 'vendor.dddddddddd.js': 'react' };
  publishStatic({ from: build('a', same), to: served, now: new Date(start) });
  const result = publishStatic({ from: build('b', same), to: served, keepDays: 1, now: new Date(start + 30 * DAY) });
  expect(result.removed).toEqual([]);
  expect(read(served, 'vendor.dddddddddd.js')).toBe('react');
});

test('an empty build is refused rather than published', () => {
  fs.mkdirSync(path.join(work, 'empty'));
  expect(() => publishStatic({ from: path.join(work, 'empty'), to: path.join(work, 'served') })).toThrow(
    /build the app first/,
  );
});
