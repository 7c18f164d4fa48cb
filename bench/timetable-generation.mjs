// Timetable generation: 12 weeks of a 200-class weekly timetable on PostgreSQL, through the
// timetable service itself (bench/lib/timetable-generation.ts, run with the API's tsx). Prints
// the time and the load average; asserts nothing.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_timetable node bench/timetable-generation.mjs
// Uses its own database (BENCH_DB, default portal_bench_timetable), dropped and recreated first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './lib/bench-database.mjs';
import { repoRoot } from './lib/portal.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const database = benchDatabase('portal_bench_timetable');

await database.recreate();
try {
  const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
  const r = spawnSync(tsx, [path.join(here, 'lib', 'timetable-generation.ts')], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_DATABASE_URL: database.url, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    timeout: 600_000,
  });
  if (r.status !== 0) console.log(`timetable generation exited with ${r.status}`);
} finally {
  await database.drop();
}
