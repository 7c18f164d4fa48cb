// What an imported row changes on the row the club holds: a row found again by its old id is
// updated only where it differs (an unchanged file writes nothing).
/** The columns of `next` whose value differs from `current` (dates as text, null for absent). */
export function changes<T extends Record<string, unknown>>(current: Record<string, unknown>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(next)) {
    if ((current[key] ?? null) !== (value ?? null)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export const isEmpty = (o: object) => Object.keys(o).length === 0;
