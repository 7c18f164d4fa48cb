// Component tests at a pinned instant (date matrix or PORTAL_NOW): see device-clock.ts.
import { pinDeviceClock, runPinnedAt } from './shared/src/test-utils/device-clock';

const pinnedAt = runPinnedAt();
if (pinnedAt) pinDeviceClock(pinnedAt);
