// The series form's rules, before anything is sent: the same messages the API gives on the same
// fields (TIMETABLE_MESSAGES). Clashes, daylight-saving days and bookings need the server.
import { CLASS_PICTURE_MAX_BYTES, TIMETABLE_MESSAGES as M, type ClassSeriesInput } from '@portal/shared/contracts';
import { pngOrJpegUnder } from '../../../common/read-picture';

export interface SeriesFormValues extends Omit<ClassSeriesInput, 'lateCancelFeeCents' | 'endsOn' | 'picture'> {
  /** Dollars as typed ('12.50'). */
  lateCancelFee: string;
  endsOn: string;
  picture: string | null | undefined;
  fromDate: string;
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The whole-number fields' bounds, as the API checks them: the rules and the inputs take them from here. */
export const SERIES_RANGES = {
  durationMin: { min: 5, max: 600 },
  capacity: { min: 1, max: 500 },
  bookingWindowDays: { min: 1, max: 90 },
  cancelCutoffHours: { min: 0, max: 168 },
} as const;

const inRange =
  ({ min, max }: { min: number; max: number }, message: string) =>
  (v: number) =>
    Number.isInteger(v) && v >= min && v <= max ? null : message;

export const seriesRules = {
  name: (v: string) => (v.trim() ? null : M.required),
  classTypeId: (v: number) => (v > 0 ? null : M.classType),
  weekdays: (v: string[]) => (v.length ? null : M.weekdays),
  startTime: (v: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : M.startTime),
  durationMin: inRange(SERIES_RANGES.durationMin, M.duration),
  capacity: inRange(SERIES_RANGES.capacity, M.capacity),
  startsOn: (v: string) => (isDate(v) ? null : M.date),
  endsOn: (v: string, values: SeriesFormValues) =>
    !v ? null : !isDate(v) ? M.date : v < values.startsOn ? M.endsBeforeStart : null,
  bookingWindowDays: inRange(SERIES_RANGES.bookingWindowDays, M.bookingWindow),
  cancelCutoffHours: inRange(SERIES_RANGES.cancelCutoffHours, M.cutoff),
  lateCancelFee: (v: string) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) ? null : M.fee),
};

/** A picture the API would refuse, told before it is sent. */
export const pictureProblem = pngOrJpegUnder(CLASS_PICTURE_MAX_BYTES, M.picture);

export function toInput(values: SeriesFormValues): ClassSeriesInput {
  const { lateCancelFee, endsOn, picture, fromDate: _from, ...rest } = values;
  return {
    ...rest,
    endsOn: endsOn || null,
    lateCancelFeeCents: Math.round(Number(lateCancelFee) * 100),
    ...(picture !== undefined ? { picture } : {}),
  };
}

/** API field -> form field (the fee is typed in dollars). */
export const formFieldOf = (field: string) => (field === 'lateCancelFeeCents' ? 'lateCancelFee' : field);
