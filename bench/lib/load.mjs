// One autocannon run, and the row every API figure is printed as: requests/s, latency, bytes per
// answer, the share of the hello-world measured in the same run, and the load average before it.
import os from 'node:os';
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export function measure(opts) {
  const loadBefore = os.loadavg()[0];
  return new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, connections: 20, ...opts }, (e, r) => (e ? reject(e) : resolve({ ...r, loadBefore }))),
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
    non2xx: r.non2xx,
    errors: r.errors,
    'load avg (1 min)': r.loadBefore.toFixed(2),
  };
}

export function loadLine() {
  const [one, five, fifteen] = os.loadavg();
  return `load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1/5/15 min) on ${os.cpus().length} CPUs`;
}
