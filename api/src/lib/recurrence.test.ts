import { occurrencesBetween, ruleText, wallClockExists } from './recurrence';

const SYDNEY = 'Australia/Sydney';

describe('weekly rule in the club zone', () => {
  it('keeps the wall-clock time across the October daylight-saving change (UTC offset moves, club time does not)', () => {
    // Sydney moves from +10 to +11 on Sunday 4 October 2026.
    const rule = { weekdays: ['SA', 'MO'], startTime: '06:00', startsOn: '2026-09-01', endsOn: null };
    const occ = occurrencesBetween(rule, '2026-10-03', '2026-10-05', SYDNEY);
    expect(occ.map((o) => [o.date, o.time])).toEqual([
      ['2026-10-03', '06:00'],
      ['2026-10-05', '06:00'],
    ]);
    expect(occ[0]!.startsAt.toISOString()).toBe('2026-10-02T20:00:00.000Z');
    expect(occ[1]!.startsAt.toISOString()).toBe('2026-10-04T19:00:00.000Z');
  });

  it('finds a start time the change skips', () => {
    expect(wallClockExists('2026-10-04', '02:30', SYDNEY)).toBe(false);
    expect(wallClockExists('2026-10-11', '02:30', SYDNEY)).toBe(true);
    const occ = occurrencesBetween(
      { weekdays: ['SU'], startTime: '02:30', startsOn: '2026-09-27', endsOn: '2026-10-11' },
      '2026-09-27',
      '2026-10-11',
      SYDNEY,
    );
    expect(occ.map((o) => o.exists)).toEqual([true, false, true]);
  });

  it('stops at the end date and starts at the start date', () => {
    const occ = occurrencesBetween(
      { weekdays: ['TU'], startTime: '18:00', startsOn: '2026-12-02', endsOn: '2026-12-15' },
      '2026-11-01',
      '2027-01-31',
      SYDNEY,
    );
    expect(occ.map((o) => o.date)).toEqual(['2026-12-08', '2026-12-15']);
  });

  it('speaks RFC 5545', () => {
    expect(ruleText({ weekdays: ['MO', 'WE'], startTime: '06:30', startsOn: '2026-12-07', endsOn: null })).toContain(
      'RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,WE',
    );
  });
});
