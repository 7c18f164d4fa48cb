// The erasure of a confirmed account deletion, on the job table at the end of the grace period:
// in the job's transaction the deletion row is locked, skipped when cancelled (or done), else the
// member is anonymised (repo.anonymise), their login retired (a tombstone e-mail, a password
// nobody knows) and every session and link of theirs ended. A crash rolls it all back; it runs again.
import { hashPassword } from '../../db/passwords';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { endCredentialsAfterPasswordChange } from '../../lib/password-change';
import { randomToken } from '../../lib/tokens';
import { registerJobHandler, scheduleJob } from '../notifications';
import * as repo from './repo';

const ERASE_JOB = 'account-erase';

export async function scheduleErasure(db: Database, deletionId: number, runAt: Date): Promise<void> {
  await scheduleJob(db, { kind: ERASE_JOB, runAt, payload: { deletionId }, dedupeKey: `${ERASE_JOB}:${deletionId}` });
}

async function eraseAccount(db: Database, deletionId: number): Promise<boolean> {
  const row = await repo.lockDeletion(db, deletionId);
  if (!row || row.cancelledAt || row.erasedAt || !row.confirmedAt || !row.memberId) return false;
  const tombstone = `deleted+${row.userId}.${randomToken(6)}@invalid`;
  await repo.anonymise(db, row.memberId, row.userId, tombstone, await hashPassword(randomToken(24)));
  await endCredentialsAfterPasswordChange(db, row.userId);
  await repo.setDeletion(db, row.id, { erasedAt: now() });
  return true;
}

registerJobHandler(ERASE_JOB, async (tx, job) => {
  await eraseAccount(tx, Number(job.payload.deletionId));
});
