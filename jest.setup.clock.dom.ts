// Component tests at a pinned instant (date matrix or PORTAL_NOW): only Date is faked, and it keeps
// running from that instant, so the browser code's "today" is the pinned one while timers,
// animations and testing-library's waits stay real.
const pinnedAt = (globalThis as { __PORTAL_NOW__?: string }).__PORTAL_NOW__ || process.env.PORTAL_NOW;
if (pinnedAt) {
  jest.useFakeTimers({
    now: new Date(pinnedAt),
    advanceTimers: true,
    doNotFake: [
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
    ],
  });
}
