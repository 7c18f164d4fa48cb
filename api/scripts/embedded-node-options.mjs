// Node flags for the API on the embedded database (PGlite), in one place for `npm start`, the bench
// and docs/operations.md. PGlite's WebAssembly memory (about 140 MB) leaves a small club's server
// little room under its 300 MB, and V8's young generation grows to 48 MB under load by default:
// capping each semi-space at 4 MB holds it near 12 MB. Measured on current bookings: steady
// resident memory 251–299 MB instead of 285–349 MB at the same throughput (PGlite, not the heap,
// bounds it). Not used with PostgreSQL (DATABASE_URL): there the API is the busy part, and more
// frequent scavenges would cost throughput for memory nobody is short of.
export const EMBEDDED_NODE_FLAGS = ['--max-semi-space-size=4'];

// On PostgreSQL (production: deploy/api.Dockerfile; the topology test; the bench): V8 sizes its old
// space to the host's memory, gigabytes on a server, and so collects late: a 50,000-row member
// import, whose live data is about 60 MB, left 370 MB resident. Capped at 256 MB the same import
// stays under 300 MB (bench/member-data.mjs, docs/operations.md "Memory").
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];

/** `env` with the embedded flags added to NODE_OPTIONS, unless it points at PostgreSQL. */
export function withEmbeddedNodeOptions(env) {
  if (env.DATABASE_URL) return env;
  const current = env.NODE_OPTIONS ?? '';
  const missing = EMBEDDED_NODE_FLAGS.filter((flag) => !current.split(/\s+/).some((f) => f.split('=')[0] === flag.split('=')[0]));
  return missing.length ? { ...env, NODE_OPTIONS: [current, ...missing].filter(Boolean).join(' ') } : env;
}
