// The swim school forms' values and rules: the shared rules (the API's own words, on the same
// fields); a select holds its id as text.
import { swimClassErrors, swimHolidayErrors, swimLevelErrors, swimTermErrors } from '@portal/shared';
import type {
  SwimClass,
  SwimClassInput,
  SwimHolidayInput,
  SwimLevelInput,
  SwimTermInput,
} from '@portal/shared/contracts';

export const NEW_LEVEL: SwimLevelInput = { name: '', description: '', sortOrder: 0 };
export const validateLevel = (v: SwimLevelInput) => swimLevelErrors({ ...v, sortOrder: Number(v.sortOrder) });

export const newTerm = (today: string): SwimTermInput => ({
  name: '',
  startsOn: today,
  endsOn: '',
  makeupCreditsPerTerm: 2,
  makeupExpiryDays: 60,
});
export const termInput = (v: SwimTermInput): SwimTermInput => ({
  ...v,
  makeupCreditsPerTerm: Number(v.makeupCreditsPerTerm),
  makeupExpiryDays: Number(v.makeupExpiryDays),
});
export const validateTerm = (v: SwimTermInput) => swimTermErrors(termInput(v));

export type ClassValues = Omit<SwimClassInput, 'termId' | 'levelId'> & { termId: string; levelId: string };
export const newClass = (termId: number | undefined, levelId: number | undefined): ClassValues => ({
  name: '',
  termId: termId ? String(termId) : '',
  levelId: levelId ? String(levelId) : '',
  weekday: 'MO',
  startTime: '',
  durationMin: 30,
  instructor: '',
  capacity: 4,
});
export const classValues = (c: SwimClass): ClassValues => ({
  name: c.name,
  termId: String(c.termId || ''),
  levelId: String(c.levelId),
  weekday: c.weekday,
  startTime: c.startTime,
  durationMin: c.durationMin,
  instructor: c.instructor,
  capacity: c.capacity,
});
export const classInput = (v: ClassValues): SwimClassInput => ({
  ...v,
  termId: Number(v.termId) || 0,
  levelId: Number(v.levelId) || 0,
  durationMin: Number(v.durationMin),
  capacity: Number(v.capacity),
});
export const validateClass = (v: ClassValues) => swimClassErrors(classInput(v));

export const NEW_HOLIDAY: SwimHolidayInput = { date: '', name: '' };
export const validateHoliday = (v: SwimHolidayInput) => swimHolidayErrors(v);
