// The migrations' snapshots (api/drizzle/meta) stay one chain ending at the schema in
// src/db/schema: `drizzle-kit generate` refuses a broken chain (four snapshots of parallel
// branches once named the same parent), and a schema change without its migration would leave
// the next `drizzle-kit generate` to write it into someone else's migration.
import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from '../src/db/schema';

const META = path.join(__dirname, '..', 'drizzle', 'meta');
type Snapshot = { id: string; prevId: string } & Record<string, unknown>;
const snapshots = fs
  .readdirSync(META)
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort()
  .map((f) => ({ file: f, json: JSON.parse(fs.readFileSync(path.join(META, f), 'utf8')) as Snapshot }));
const journal = JSON.parse(fs.readFileSync(path.join(META, '_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

const withoutIds = ({ id: _id, prevId: _prevId, ...rest }: Snapshot) => rest;

describe('migrations in step with the schema', () => {
  it('every snapshot names the one before it as its parent', () => {
    expect(snapshots[0]!.json.prevId).toBe('00000000-0000-0000-0000-000000000000');
    for (let i = 1; i < snapshots.length; i += 1) {
      expect({ file: snapshots[i]!.file, prevId: snapshots[i]!.json.prevId }).toEqual({
        file: snapshots[i]!.file,
        prevId: snapshots[i - 1]!.json.id,
      });
    }
  });

  it('the last migration has the last snapshot, and that snapshot is the schema of src/db/schema', () => {
    const last = snapshots[snapshots.length - 1]!;
    expect(last.file.slice(0, 4)).toBe(journal.entries[journal.entries.length - 1]!.tag.slice(0, 4));
    const current = generateDrizzleJson(schema as Record<string, unknown>, last.json.id) as unknown as Snapshot;
    expect(withoutIds(current)).toEqual(withoutIds(last.json));
  });
});
