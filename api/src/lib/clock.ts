// The one clock of the server and the seed. Every "now" the API reads comes from here, so tests
// can pin an instant (midnight in Sydney, a daylight-saving change, a public holiday) and the
// whole server — seed, cut-offs, "today" in the club's zone — agrees on it.
//
// Pinning is refused unless the process is a test run or a demo (DEMO_MODE=1): production always
// reads the real time.

let offsetMs = 0;
let pinned = false;

function pinningAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined || env.DEMO_MODE === '1';
}

/** The current instant as the server sees it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Milliseconds since the epoch, as the server sees them. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/**
 * Moves the server's clock to `instant`; time keeps running from there (timeouts, expiries and
 * sessions behave as they would at that hour). Only in tests and demo mode.
 */
export function pinClock(instant: Date | string, env: NodeJS.ProcessEnv = process.env): void {
  if (!pinningAllowed(env)) throw new Error('The clock can be pinned only in tests or with DEMO_MODE=1');
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${String(instant)}`);
  offsetMs = at.getTime() - Date.now();
  pinned = true;
}

/** Back to the real time. */
export function resetClock(): void {
  offsetMs = 0;
  pinned = false;
}

export function isClockPinned(): boolean {
  return pinned;
}

/** Reads PORTAL_NOW (an ISO instant) once at start-up, for demo runs and the pinned test matrix. */
export function pinClockFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  const raw = env.PORTAL_NOW;
  if (raw) pinClock(raw, env);
}
