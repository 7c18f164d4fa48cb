import { TIMETABLE_MESSAGES } from '@portal/shared/contracts';
import { formFieldOf, seriesRules, toInput, type SeriesFormValues } from './series-rules';

const values: SeriesFormValues = {
  name: 'Spin',
  classTypeId: 1,
  weekdays: ['MO'],
  startTime: '06:00',
  durationMin: 45,
  instructor: '',
  location: '',
  capacity: 8,
  startsOn: '2026-12-01',
  endsOn: '',
  bookingWindowDays: 14,
  cancelCutoffHours: 2,
  lateCancelFee: '12.50',
  specialInstructions: '',
  picture: undefined,
  fromDate: '2026-12-01',
};

test('the rules answer in the API words', () => {
  expect(seriesRules.endsOn('2026-11-30', values)).toBe(TIMETABLE_MESSAGES.endsBeforeStart);
  expect(seriesRules.lateCancelFee('-1')).toBe(TIMETABLE_MESSAGES.fee);
  expect(seriesRules.weekdays([])).toBe(TIMETABLE_MESSAGES.weekdays);
  expect(seriesRules.startTime('6:00')).toBe(TIMETABLE_MESSAGES.startTime);
  expect(seriesRules.capacity(0)).toBe(TIMETABLE_MESSAGES.capacity);
});

test('the form becomes the API body: dollars to cents, no end date as null', () => {
  expect(toInput(values)).toMatchObject({ lateCancelFeeCents: 1250, endsOn: null });
  expect('picture' in toInput(values)).toBe(false);
  expect(formFieldOf('lateCancelFeeCents')).toBe('lateCancelFee');
});
