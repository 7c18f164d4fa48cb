// The import's batches on the job table (notifications/jobs.ts): each job takes the import's row
// lock, runs one batch (import-batch.ts) and moves the cursor in the job's transaction, then
// schedules the next batch, due at once. A crash rolls the batch back and the job runs again; an
// import left mid-way (the ADMIN closed the page, the server restarted) goes on by itself.
import { now } from '../../lib/clock';
import type { Database } from '../../db/client';
import { registerJobHandler, scheduleJob } from '../notifications';
import { runBatch } from './import-batch';
import * as repo from './repo';

const IMPORT_JOB = 'member-import';

export async function scheduleImportBatch(db: Database, importId: number, phase: number, cursor: number): Promise<void> {
  await scheduleJob(db, { kind: IMPORT_JOB, runAt: now(), payload: { importId }, dedupeKey: `${IMPORT_JOB}:${importId}:${phase}:${cursor}` });
}

registerJobHandler(IMPORT_JOB, async (tx, job, ctx) => {
  const imp = await repo.lockImport(tx, Number(job.payload.importId));
  if (!imp || imp.status !== 'importing') return;
  const outcome = await runBatch(tx, ctx.dataDir, imp);
  const processedRows = imp.processedRows + outcome.processed;
  await repo.updateImport(tx, imp.id, {
    phase: outcome.phase,
    cursor: outcome.cursor,
    processedRows,
    importedRows: imp.importedRows + outcome.imported,
    ...(outcome.done ? { status: 'done' as const, finishedAt: now(), totalRows: imp.totalRows ?? processedRows } : {}),
  });
  if (!outcome.done) await scheduleImportBatch(tx, imp.id, outcome.phase, outcome.cursor);
});
