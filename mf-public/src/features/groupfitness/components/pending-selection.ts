// The class picked before sign-in. mf-bookings reads the same key and books it when current
// bookings open (or sends the member back to /groupfitness on failure).
const PENDING_CLASS_KEY = 'portal.pendingClassSelection';

export function savePendingClassSelection(classScheduleId: number, classDateTime: string): void {
  sessionStorage.setItem(PENDING_CLASS_KEY, JSON.stringify({ classScheduleId, classDateTime }));
}
