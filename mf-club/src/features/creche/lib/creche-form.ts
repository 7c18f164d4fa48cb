// The creche series form's values and rules: the shared rules (the API's own words, on the same
// fields), with "no end date" typed as an empty field.
import { crecheSeriesErrors } from '@portal/shared';
import type { CrecheSeries, CrecheSeriesInput } from '@portal/shared/contracts';

export interface CrecheFormValues extends Omit<CrecheSeriesInput, 'endsOn'> {
  endsOn: string;
}

export const newCrecheSeries = (today: string): CrecheFormValues => ({
  name: '',
  weekdays: [],
  startTime: '',
  durationMin: 120,
  capacity: 6,
  minAgeMonths: 6,
  maxAgeMonths: 72,
  room: '',
  startsOn: today,
  endsOn: '',
});

/** A series as its form shows it: what the server works out (rule text, retired, bookings) left out. */
export function crecheValues(s: CrecheSeries): CrecheFormValues {
  const { id: _id, rrule: _rrule, retired: _retired, booked: _booked, ...fields } = s;
  return { ...fields, endsOn: s.endsOn ?? '' };
}

export const crecheInput = (v: CrecheFormValues): CrecheSeriesInput => ({
  ...v,
  durationMin: Number(v.durationMin),
  capacity: Number(v.capacity),
  minAgeMonths: Number(v.minAgeMonths),
  maxAgeMonths: Number(v.maxAgeMonths),
  endsOn: v.endsOn || null,
});

export const validateCreche = (v: CrecheFormValues) => crecheSeriesErrors(crecheInput(v));

/** "6 months to 6 years" for the list. */
export function agesLabel(min: number, max: number): string {
  const one = (m: number) => (m > 0 && m % 12 === 0 ? `${m / 12} year${m === 12 ? '' : 's'}` : `${m} month${m === 1 ? '' : 's'}`);
  return `${one(min)} to ${one(max)}`;
}
