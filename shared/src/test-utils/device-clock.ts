// Component tests at a given instant: only Date is faked, and it keeps running from that instant,
// so browser code's "today" is the pinned one while timers, animations and testing-library's
// waits stay real.
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** The instant the whole run is pinned at (date matrix or PORTAL_NOW), if any. */
export const runPinnedAt = (): string | undefined => (globalThis as { __PORTAL_NOW__?: string }).__PORTAL_NOW__ || process.env.PORTAL_NOW || undefined;

export function pinDeviceClock(at: string | Date): void {
  jest.useFakeTimers({ now: new Date(at), advanceTimers: true, doNotFake: [...REAL] });
}

/** Back to the run's own clock: its pinned instant, else the real one. */
export function restoreDeviceClock(): void {
  jest.useRealTimers();
  const pinned = runPinnedAt();
  if (pinned) pinDeviceClock(pinned);
}
