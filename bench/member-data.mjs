// Members coming and going with their data, on PostgreSQL: a 50,000-row member file from an old
// system imported through the console's routes (upload, preview, import in batches on the job
// table) with the API's resident memory sampled all along (its peak), and the whole club's export
// (zip, CSV per table and one JSON) streamed to the end. Beside them, as every API figure, a
// Fastify hello-world measured in the same run and the load average. The API on its own database
// (BENCH_DB, dropped, migrated and demo-seeded), the import on an instance started after the export
// (each peak its own: V8 does not give back at once the heap the export grew); with `--big-club` (or BENCH_BIG_CLUB=1)
// the demo club is first grown to 50,000 members and 1,000,000 bookings (lib/big-club.mjs), so the
// export is the big club's. Goals: the import in <= 60 s under 300 MB; the export in <= 60 s.
// The API runs as production runs it on PostgreSQL (no node flags): V8 then lets its heap grow
// well past what it keeps; BENCH_API_NODE_ARGS="--max-semi-space-size=4 --max-old-space-size=128"
// shows what the work itself needs.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_members BENCH_PORT=8310 node bench/member-data.mjs --big-club
// Ports: BENCH_PORT (the API, default 8233) and BENCH_PORT + 1 (the hello-world).
import os from 'node:os';
import { startBenchClub } from './lib/bench-club.mjs';
import { loadLine, measure, row } from './lib/load.mjs';
import { serverRssMb, signIn, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT || 8233);
const BIG = process.argv.includes('--big-club') || process.env.BENCH_BIG_CLUB === '1';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 50_000);
const GOAL_SECONDS = 60;
const GOAL_MB = 300;

/** An old system's export: its own headers, four in five rows with a membership and its next debit or a pack. */
function memberFile(rows) {
  const lines = ['Member ID,First Name,Last Name,Email,Mobile Phone,Birth Date,Gender,Postal Code,Membership,Start Date,Next Debit Date,Next Debit Amount,Sessions Left'];
  for (let i = 1; i <= rows; i += 1) {
    const born = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1950 + (i % 55)}`;
    const kind = i % 5;
    const membership =
      kind === 0 ? ',,,,' : kind === 1 ? '10 Visit Pass,01/10/2026,,,7' : `12 Month Direct Debit,01/02/2025,15/12/2026,$29.95,`;
    lines.push(`OLD${i},Imported,Person ${i},imported${i}@bench.local,04${String(10_000_000 + i).slice(-8)},${born},${i % 2 ? 'F' : 'M'},2${String(i % 1000).padStart(3, '0')},${membership}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Samples the API's resident memory every 100 ms until stopped; answers the peak. */
function sampleMemory(pid) {
  let peak = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      peak = Math.max(peak, (await serverRssMb(pid)) ?? 0);
      await new Promise((r) => setTimeout(r, 100));
    }
    return peak;
  })();
  return () => {
    running = false;
    return done;
  };
}

async function json(res) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status}: ${body.errors?.message}`);
  return body.payload;
}

/** Upload, preview and import to the end; the API's memory peak of the upload and preview, and of the batches. */
async function importFile(base, cookie, csv, pid) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'old-system-members.csv');
  const headers = { cookie };
  const t0 = performance.now();
  let stopSampling = sampleMemory(pid);
  const imp = await json(await fetch(`${base}/api/v1/club-console/member-imports`, { method: 'POST', headers, body: form }));
  const preview = await json(await fetch(`${base}/api/v1/club-console/member-imports/${imp.id}/preview`, { headers }));
  const previewPeakMb = await stopSampling();
  stopSampling = sampleMemory(pid);
  const tStart = performance.now();
  await json(await fetch(`${base}/api/v1/club-console/member-imports/${imp.id}/start`, { method: 'POST', headers }));
  let state;
  for (;;) {
    state = await json(await fetch(`${base}/api/v1/club-console/member-imports/${imp.id}`, { headers }));
    if (state.status !== 'importing') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const t1 = performance.now();
  const batchPeakMb = await stopSampling();
  return { previewPeakMb, batchPeakMb, status: state.status, goodRows: preview.import.goodRows, badRows: preview.import.badRows, importedRows: state.importedRows, seconds: (t1 - t0) / 1000, batchSeconds: (t1 - tStart) / 1000, uploadAndPreviewSeconds: (tStart - t0) / 1000 };
}

async function exportClub(base, cookie) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/club-console/export`, { headers: { cookie } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let firstByteSeconds = null;
  for await (const chunk of res.body) {
    if (firstByteSeconds === null) firstByteSeconds = (performance.now() - t0) / 1000;
    bytes += chunk.length;
  }
  return { bytes, firstByteSeconds, seconds: (performance.now() - t0) / 1000 };
}

async function main() {
  const club = await startBenchClub({ port: PORT, big: BIG });
  const { base, seed, hello } = club;
  if (seed) console.log(`Big club: ${seed.members} members, ${seed.schedules} class occurrences, ${seed.bookings} bookings, seeded in ${seed.seconds.toFixed(1)} s`);
  const rows = [];
  let exported;
  let imported;
  const memory = {};
  try {
    const cookie = await signIn(base, 'admin@demo.club');
    const h = await measure({ url: hello.url });
    rows.push(row('Fastify hello-world', h));
    memory.beforeMb = await serverRssMb(club.api.pid);

    // The export first: the club as it is (the big club's 50,000 members and 1,000,000 bookings).
    const load = os.loadavg()[0];
    const stopSampling = sampleMemory(club.api.pid);
    exported = { ...(await exportClub(base, cookie)), loadBefore: load };
    memory.exportPeakMb = await stopSampling();

    const csv = memberFile(ROWS);
    exported.loadAfter = os.loadavg()[0];
    // The import on a fresh instance: its peak is its own, not the heap the export grew.
    await club.restart();
    const importCookie = await signIn(base, 'admin@demo.club');
    memory.importBeforeMb = await serverRssMb(club.api.pid);
    imported = { ...(await importFile(base, importCookie, csv, club.api.pid)), bytes: Buffer.byteLength(csv), loadBefore: exported.loadAfter };
    memory.importPeakMb = Math.max(imported.previewPeakMb, imported.batchPeakMb);
  } finally {
    await club.stop();
  }
  const mb = (n) => `${n.toFixed(0)} MB`;
  console.log(`\nMembers and their data on PostgreSQL${BIG ? ', big club' : ', demo data'} (1 instance, loopback; ${loadLine()})`);
  console.table(rows);
  console.log(
    `${ROWS.toLocaleString('en-AU')}-row member file imported in ${imported.seconds.toFixed(1)} s on PostgreSQL, API memory peak ${mb(memory.importPeakMb)} ` +
      `(goal <= ${GOAL_SECONDS} s, < ${GOAL_MB} MB; ${imported.status}, ${imported.importedRows} imported, ${imported.badRows} bad; upload and preview ${imported.uploadAndPreviewSeconds.toFixed(1)} s (peak ${mb(imported.previewPeakMb)}), ` +
      `batches ${imported.batchSeconds.toFixed(1)} s (peak ${mb(imported.batchPeakMb)}); API memory before ${mb(memory.importBeforeMb)}; ${(imported.bytes / 1e6).toFixed(1)} MB file; load avg before ${imported.loadBefore.toFixed(2)})`,
  );
  console.log(
    `whole-club export of the ${BIG ? 'big' : 'demo'} club streamed in ${exported.seconds.toFixed(1)} s (goal <= ${GOAL_SECONDS} s; ${(exported.bytes / 1e6).toFixed(1)} MB zip, ` +
      `first byte after ${exported.firstByteSeconds?.toFixed(2)} s, API memory peak ${mb(memory.exportPeakMb)}; load avg before ${exported.loadBefore.toFixed(2)})`,
  );
  await writeResult(BIG ? 'member-data-big-club' : 'member-data', { seed, rows, imported, exported, memory });
  const withinGoals = imported.status === 'done' && imported.seconds <= GOAL_SECONDS && memory.importPeakMb < GOAL_MB && exported.seconds <= GOAL_SECONDS;
  if (!withinGoals) console.log('Outside the goals (see the figures above).');
  process.exitCode = rows.every((r) => r.non2xx === 0 && r.errors === 0) && imported.status === 'done' ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
