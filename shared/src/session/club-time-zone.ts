// The club's own calendar on the web: "today" and times shown are the club's, read from the
// signed-in club's theme, never the device's zone (a member travelling, or a console user in
// another state, still sees the club's day).
import { clubToday, DEFAULT_CLUB_TIME_ZONE } from '../formatters/dates';
import { useSession } from './session-store';

/** The signed-in club's IANA zone; the default zone before the theme is known. */
export function useClubTimeZone(): string {
  return useSession((s) => s.theme?.timeZone || DEFAULT_CLUB_TIME_ZONE);
}

/** The club's calendar day, 'YYYY-MM-DD', in the signed-in club's zone. */
export function useClubToday(): string {
  return clubToday(useClubTimeZone());
}
