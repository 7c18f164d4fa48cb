// A group class chosen on the public timetable before sign-in (sessionStorage
// 'portal.pendingClassSelection'): booked and removed when current bookings open.
import type { BookClassBody } from '@portal/shared/contracts';

const PENDING_CLASS_KEY = 'portal.pendingClassSelection';
export const GROUP_FITNESS_ROUTE = '/groupfitness';

/** The saved selection, left in place (null when there is none or it is unusable). */
export function peekPendingClassSelection(): BookClassBody | null {
  const raw = sessionStorage.getItem(PENDING_CLASS_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { classScheduleId?: unknown; classDateTime?: unknown };
    const id = Number(value.classScheduleId);
    if (!Number.isInteger(id) || id < 1) return null;
    return { classScheduleId: id, classDateTime: typeof value.classDateTime === 'string' ? value.classDateTime : undefined };
  } catch {
    return null;
  }
}

/** Reads and removes the saved selection (removed first, so it is booked at most once). */
export function takePendingClassSelection(): BookClassBody | null {
  const pending = peekPendingClassSelection();
  sessionStorage.removeItem(PENDING_CLASS_KEY);
  return pending;
}
