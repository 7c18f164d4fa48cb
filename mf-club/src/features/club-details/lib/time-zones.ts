/**
 * The IANA zones this browser knows, for the club's time zone picker; the club's own zone first
 * when the list lacks it (an alias create-club accepted, e.g. UTC).
 */
export function timeZoneOptions(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}
