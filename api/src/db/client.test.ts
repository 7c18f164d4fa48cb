import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { clubs } from './schema';
import { seedDatabase } from './seed';
import { firstRow } from '../lib/first-row';

// The embedded database used by `npm start`: data on disk survives a restart, and
// migrating/seeding an existing database changes nothing.
// The api project's testTimeout is not applied per project by this jest version; set it here.
jest.setTimeout(60_000);

describe('openDatabase (PGlite on disk)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('persists data across reopen and re-migrates as a no-op', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    // Made by a child process (initdb's memory is not kept by the server), opened with small buffers.
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    const buffers = await first.db.execute(sql`show shared_buffers`);
    expect((buffers as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]!.shared_buffers).toBe('16MB');
    await migrateDatabase(first);
    await seedDatabase(first, { today: new Date('2025-07-01T00:00:00Z') });
    await first.ping();
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await migrateDatabase(second);
    expect(await seedDatabase(second)).toEqual({ seeded: false });
    const demo = firstRow(await second.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO01')), 'demo');
    expect(demo.flags.pciVaultEnabled).toBe(true);
    expect(demo.enabledRemotes).toHaveLength(6);
    await second.close();
  });
});
