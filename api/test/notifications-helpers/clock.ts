// Moves the server's clock forward for a hold or a reminder to fall due, and back afterwards.
import { isClockPinned, nowMs, pinClock, resetClock } from '../../src/lib/clock';

export async function withClockAdvanced<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const wasPinned = isClockPinned();
  const offsetBefore = nowMs() - Date.now();
  pinClock(new Date(nowMs() + ms));
  try {
    return await work();
  } finally {
    if (wasPinned) pinClock(new Date(Date.now() + offsetBefore));
    else resetClock();
  }
}
