// The import's batches on the job table (notifications/jobs.ts): each job takes the import's row
// lock, runs one batch (import-batch.ts) and moves the cursor in the job's transaction, then
// schedules the next batch, due at once. A crash rolls the batch back and the job runs again; an
// import left mid-way (the ADMIN closed the page, the server restarted) goes on by itself. A batch
// that throws (its file gone, a row the database refuses) rolls back alone, in a savepoint, and the
// import is marked failed: the club sees it stopped with exactly the rows imported so far, and
// resumes it from its cursor (resumeImport) rather than waiting on a job that would fail again.
import { now } from '../../lib/clock';
import type { Database } from '../../db/client';
import { registerJobHandler, scheduleJob } from '../notifications';
import { runBatch } from './import-batch';
import * as repo from './repo';

const IMPORT_JOB = 'member-import';

/** `resumedAt` marks a club's resume: its batch is a new job, not the failed one's key again. */
export async function scheduleImportBatch(db: Database, importId: number, phase: number, cursor: number, resumedAt?: number): Promise<void> {
  const key = `${IMPORT_JOB}:${importId}:${phase}:${cursor}${resumedAt ? `:resumed-${resumedAt}` : ''}`;
  await scheduleJob(db, { kind: IMPORT_JOB, runAt: now(), payload: { importId }, dedupeKey: key });
}

registerJobHandler(IMPORT_JOB, async (tx, job, ctx) => {
  const imp = await repo.lockImport(tx, Number(job.payload.importId));
  if (!imp || imp.status !== 'importing') return;
  let outcome: Awaited<ReturnType<typeof runBatch>>;
  try {
    outcome = await tx.transaction((batch) => runBatch(batch as unknown as Database, ctx.dataDir, imp));
  } catch (err) {
    ctx.log?.error({ err, importId: imp.id, phase: imp.phase, cursor: imp.cursor }, 'member import batch failed');
    await repo.updateImport(tx, imp.id, { status: 'failed', finishedAt: now() });
    return;
  }
  const processedRows = imp.processedRows + outcome.processed;
  await repo.updateImport(tx, imp.id, {
    phase: outcome.phase,
    cursor: outcome.next.index,
    cursorOffset: outcome.next.offset,
    processedRows,
    importedRows: imp.importedRows + outcome.imported,
    ...(outcome.done ? { status: 'done' as const, finishedAt: now(), totalRows: imp.totalRows ?? processedRows } : {}),
  });
  if (outcome.done) await repo.dropImportKeys(tx, imp.id);
  else await scheduleImportBatch(tx, imp.id, outcome.phase, outcome.next.index);
});
