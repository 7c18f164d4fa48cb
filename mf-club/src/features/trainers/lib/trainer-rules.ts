// The trainer forms' rules before anything is sent, in the API's words (TRAINER_MESSAGES).
import { TRAINER_MESSAGES as M, TRAINER_PHOTO_MAX_BYTES } from '@portal/shared/contracts';
import { pngOrJpegUnder } from '../../../common/read-picture';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const trainerRules = { name: (v: string) => (v.trim() ? null : M.required) };

export const hoursRules = {
  startTime: (v: string) => (TIME.test(v) ? null : M.time),
  endTime: (v: string, values: { startTime: string }) =>
    !TIME.test(v) ? M.time : v <= values.startTime ? M.endBeforeStart : null,
};

export const absenceRules = {
  date: (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : M.date),
  reason: (v: string) => (v.trim() ? null : M.required),
  endTime: (v: string, values: { startTime: string }) =>
    Boolean(v) !== Boolean(values.startTime) ? M.bothTimes : v && v <= values.startTime ? M.endBeforeStart : null,
};

export const sessionTypeRules = {
  name: (v: string) => (v.trim() ? null : M.required),
  durations: (v: string) => (parseDurations(v) ? null : M.durations),
  price: (v: string) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) ? null : M.price),
};

/** '30, 60' -> [30, 60]; null when any is not a step of 15 from 15 to 240. */
export function parseDurations(v: string): number[] | null {
  const list = v
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  return list.length && list.every((d) => Number.isInteger(d) && d >= 15 && d <= 240 && d % 15 === 0) ? list : null;
}

export const photoProblem = pngOrJpegUnder(TRAINER_PHOTO_MAX_BYTES, M.photo);
