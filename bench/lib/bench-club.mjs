// The club an API bench measures, made the same way for each: its own database (BENCH_DB) dropped
// and created and its data folder emptied, the demo club migrated and seeded by a first API
// instance, then with `big` the demo club grown to 50,000 members and 1,000,000 bookings
// (big-club.mjs), then the bench's own rows (`grow`). The measured instance starts last, so its
// caches and prepared statements start cold on the final data, with a Fastify hello-world (the
// physical limit every API figure is printed beside) on its own port.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { benchDataDir, benchUrl, resetDatabase, startInstance, stop } from './api-instances.mjs';
import { pg } from './bench-database.mjs';
import { seedBigClub } from './big-club.mjs';
import { startHelloWorld } from './hello-world.mjs';

const { Client } = pg;

/** A public route's per-address limit would refuse a load test from one address. */
const UNLIMITED = { RATE_LIMIT_PER_ADDRESS: '100000000' };

/**
 * Makes the club and starts the API on `port` and the hello-world on `helloPort`. `grow(db, seed)`
 * adds the bench's rows (its answer is `grown`). `restart: false` keeps the first instance up while
 * `grow` runs and measures that one (a bench whose rows must not meet a start-up's jobs).
 * Answers { api, base, seed, grown, hello, restart, stop }: `restart` swaps the API for a fresh
 * instance (a figure measured on its own process: V8 keeps the heap an earlier figure grew);
 * `stop` ends the API and the hello-world.
 */
export async function startBenchClub({ port, helloPort = port + 1, big = false, grow, env = {}, restart = true }) {
  await resetDatabase();
  rmSync(path.dirname(benchDataDir), { recursive: true, force: true });
  let api = await startInstance(port, { ...UNLIMITED, ...env });
  if (restart) {
    stop(api);
    await new Promise((r) => api.once('exit', r));
  }
  let seed = null;
  let grown;
  const db = new Client({ connectionString: benchUrl });
  await db.connect();
  try {
    if (big) seed = await seedBigClub(db, benchDataDir);
    if (grow) grown = await grow(db, seed);
  } finally {
    await db.end();
  }
  if (restart) api = await startInstance(port, { ...UNLIMITED, ...env });
  const hello = await startHelloWorld(helloPort);
  const club = {
    api,
    base: `http://127.0.0.1:${port}`,
    seed,
    grown,
    hello,
    restart: async () => {
      stop(club.api);
      await new Promise((r) => (club.api.exitCode === null ? club.api.once('exit', r) : r()));
      club.api = await startInstance(port, { ...UNLIMITED, ...env });
      return club.api;
    },
    stop: async () => {
      stop(club.api);
      await hello.stop();
    },
  };
  return club;
}
