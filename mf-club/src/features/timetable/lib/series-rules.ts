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

export const seriesRules = {
  name: (v: string) => (v.trim() ? null : M.required),
  classTypeId: (v: number) => (v > 0 ? null : M.classType),
  weekdays: (v: string[]) => (v.length ? null : M.weekdays),
  startTime: (v: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : M.startTime),
  durationMin: (v: number) => (Number.isInteger(v) && v >= 5 && v <= 600 ? null : M.duration),
  capacity: (v: number) => (Number.isInteger(v) && v >= 1 && v <= 500 ? null : M.capacity),
  startsOn: (v: string) => (isDate(v) ? null : M.date),
  endsOn: (v: string, values: SeriesFormValues) =>
    !v ? null : !isDate(v) ? M.date : v < values.startsOn ? M.endsBeforeStart : null,
  bookingWindowDays: (v: number) => (Number.isInteger(v) && v >= 1 && v <= 90 ? null : M.bookingWindow),
  cancelCutoffHours: (v: number) => (Number.isInteger(v) && v >= 0 && v <= 168 ? null : M.cutoff),
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
