// A group class chosen on the public timetable before sign-in (sessionStorage
// 'portal.pendingClassSelection'): booked and removed when current bookings open.
import type { BookClassBody } from '@portal/shared/contracts';

const PENDING_CLASS_KEY = 'portal.pendingClassSelection';
export const GROUP_FITNESS_ROUTE = '/groupfitness';

/** Reads and removes the saved selection (removed first, so it is booked at most once). */
export function takePendingClassSelection(): BookClassBody | null {
  const raw = sessionStorage.getItem(PENDING_CLASS_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(PENDING_CLASS_KEY);
  try {
    const value = JSON.parse(raw) as { classScheduleId?: unknown; classDateTime?: unknown };
    const id = Number(value.classScheduleId);
    if (!Number.isInteger(id) || id < 1) return null;
    return { classScheduleId: id, classDateTime: typeof value.classDateTime === 'string' ? value.classDateTime : undefined };
  } catch {
    return null;
  }
}
