import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { clubToday, clubWallClock, localDate, localTime } from './club-calendar';

// The memoised zone offsets (one per zone and quarter hour) must give exactly what Intl gives,
// above all on the days the clocks change: Sydney and Perth (whole hours), Lord Howe (half an hour),
// Kathmandu and Chatham (45-minute offsets), and UTC itself.
const ZONES = ['Australia/Sydney', 'Australia/Perth', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function reference(instant: Date, tz: string): string {
  const f = formatters.get(tz) ?? new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  formatters.set(tz, f);
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

describe('club calendar zone offsets', () => {
  it.each(ZONES)('matches Intl every 7 minutes and 13 seconds across the 2026-27 clock changes in %s', (tz) => {
    // Two windows of four days around each southern-hemisphere change (April and October 2026),
    // the northern ones (March and November 2026) and New Year.
    const windows = ['2026-04-03T00:00:00Z', '2026-10-02T00:00:00Z', '2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z', '2026-12-30T00:00:00Z'];
    for (const start of windows) {
      const from = Date.parse(start);
      for (let t = from; t < from + 4 * 86_400_000; t += 433_000) {
        const instant = new Date(t);
        expect(`${localDate(instant, tz)} ${localTime(instant, tz)}`).toBe(reference(instant, tz));
      }
    }
  });

  it('gives the same answer for an instant asked again after its quarter hour was cached', () => {
    const instant = new Date('2026-10-04T02:59:59.999+11:00');
    const first = `${localDate(instant, 'Australia/Sydney')} ${localTime(instant, 'Australia/Sydney')}`;
    expect(`${localDate(instant, 'Australia/Sydney')} ${localTime(instant, 'Australia/Sydney')}`).toBe(first);
    expect(first).toBe(reference(instant, 'Australia/Sydney'));
  });
});

describe('club wall clock', () => {
  it('is the local date and time, read together, on both sides of a clock change', () => {
    // Sydney's 2026 change: 02:00 AEST on 4 October became 03:00 AEDT (16:00 UTC on 3 October).
    for (let ms = Date.UTC(2026, 9, 3, 14); ms < Date.UTC(2026, 9, 3, 18); ms += 7 * 60_000 + 13_000) {
      const at = new Date(ms);
      for (const tz of ['Australia/Sydney', 'Australia/Lord_Howe', 'UTC']) {
        expect(clubWallClock(at, tz)).toEqual({ date: localDate(at, tz), time: localTime(at, tz) });
      }
    }
  });
});

describe("the club's today", () => {
  it("is the date in the club's own zone, whatever the server's or Sydney's", () => {
    const instant = new Date('2026-03-10T16:30:00Z');
    expect(clubToday(instant, 'Australia/Sydney')).toBe('2026-03-11');
    expect(clubToday(instant, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(clubToday(instant, 'Pacific/Auckland')).toBe('2026-03-11');
  });

  it('is computed only here: no other server file formats a zoned instant as a date or a time', () => {
    const SRC = path.join(__dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return files(full);
        return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
      });
    // dayjs(x).tz(zone).format('YYYY-MM-DD' | 'HH:mm'), or an ISO-date Intl formatter of its own.
    const ZONED_DAY_OR_TIME = /\.tz\([^)]*\)\.format\('(YYYY-MM-DD|HH:mm)'\)|Intl\.DateTimeFormat\('en-CA'/;
    const offenders = files(SRC)
      .filter((file) => ZONED_DAY_OR_TIME.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
