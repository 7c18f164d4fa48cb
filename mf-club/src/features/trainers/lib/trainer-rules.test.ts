import { TRAINER_MESSAGES } from '@portal/shared/contracts';
import { absenceRules, hoursRules, parseDurations, sessionTypeRules } from './trainer-rules';

test('the rules answer in the API words', () => {
  expect(hoursRules.endTime('09:00', { startTime: '10:00' })).toBe(TRAINER_MESSAGES.endBeforeStart);
  expect(absenceRules.endTime('', { startTime: '10:00' })).toBe(TRAINER_MESSAGES.bothTimes);
  expect(absenceRules.endTime('', { startTime: '' })).toBeNull();
  expect(sessionTypeRules.price('-1')).toBe(TRAINER_MESSAGES.price);
  expect(sessionTypeRules.durations('20')).toBe(TRAINER_MESSAGES.durations);
  expect(parseDurations('30, 60')).toEqual([30, 60]);
});
