// One autocannon run, and the row every API figure is printed as: requests/s, latency, bytes per
// answer, the share of the hello-world measured in the same run, and the load average before it.
// Given the server's pid, the run also counts the server's CPU time per answer (Linux /proc): on a
// busy machine requests/s falls with the CPU left over, but CPU per answer barely moves, so its
// share of the hello-world's compares runs made under different loads.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** CPU time (user + system) of a process so far, in microseconds; undefined where /proc is not. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100);
  } catch {
    return undefined;
  }
}

export function measure(opts, serverPid) {
  const loadBefore = os.loadavg()[0];
  const cpuBefore = serverPid ? cpuMicros(serverPid) : undefined;
  return new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, connections: 20, ...opts }, (e, r) => {
      if (e) return reject(e);
      const cpuAfter = serverPid ? cpuMicros(serverPid) : undefined;
      const cpuPerAnswer = cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total ? (cpuAfter - cpuBefore) / r.requests.total : undefined;
      return resolve({ ...r, loadBefore, cpuPerAnswer });
    }),
  );
}

/** A printable row; `hello` is the hello-world result of this run (its own row when absent). */
export function row(name, r, hello) {
  const rps = Math.round(r.requests.average);
  const helloRps = hello ? hello.requests.average : r.requests.average;
  return {
    name,
    'req/s': rps,
    'of hello-world': `${((rps / helloRps) * 100).toFixed(1)} %`,
    p50: `${r.latency.p50} ms`,
    p99: `${r.latency.p99} ms`,
    'bytes/answer': r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    ...(r.cpuPerAnswer === undefined
      ? {}
      : {
          'CPU µs/answer': Math.round(r.cpuPerAnswer),
          'CPU: of hello-world': hello?.cpuPerAnswer ? `${((hello.cpuPerAnswer / r.cpuPerAnswer) * 100).toFixed(1)} %` : '100.0 %',
        }),
    non2xx: r.non2xx,
    errors: r.errors,
    'load avg (1 min)': r.loadBefore.toFixed(2),
  };
}

export function loadLine() {
  const [one, five, fifteen] = os.loadavg();
  return `load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1/5/15 min) on ${os.cpus().length} CPUs`;
}
