// Retries what gave up: e-mail and SMS that failed every attempt (SMTP or the SMS gateway was down
// or misconfigured) and jobs that failed every attempt (a reminder, a debit run, a sweep), once
// their cause is fixed. Each gets a fresh set of attempts, due now; the running API instances
// pick them up (exactly once, as always). Run after fixing the cause:
//   node api/dist/cli/retry-failed.js            (both)
//   node api/dist/cli/retry-failed.js --messages (only e-mail and SMS)   --jobs (only jobs)
//   pnpm --filter @portal/api retry-failed -- --messages
// Reads DATABASE_URL (or DATA_DIR) like the server; migrates first, as create-club does.
import { parseArgs } from 'node:util';
import { databaseFromEnv } from '../db/database-from-env';
import { migrateDatabase } from '../db/migrate';
import { commandArgs, runCommand } from '../lib/cli-args';
import { requeueFailedJobs } from '../modules/notifications';
import { requeueFailedMessages } from '../modules/outbox';

const USAGE = `Usage: retry-failed [--messages] [--jobs]
  --messages   e-mail and SMS that failed every attempt
  --jobs       jobs that failed every attempt
  (neither: both)
Environment: DATABASE_URL (or DATA_DIR).`;

async function main(): Promise<number> {
  const { values } = parseArgs({ args: commandArgs(), options: { messages: { type: 'boolean' }, jobs: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const both = !values.messages && !values.jobs;
  const database = databaseFromEnv();
  const handle = await database.open();
  try {
    await migrateDatabase(handle);
    const messages = both || values.messages ? await requeueFailedMessages(handle.db) : 0;
    const jobs = both || values.jobs ? await requeueFailedJobs(handle.db) : 0;
    console.log(`Retrying ${messages} message${messages === 1 ? '' : 's'} and ${jobs} job${jobs === 1 ? '' : 's'} in ${database.where}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCommand(main);
