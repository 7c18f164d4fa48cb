// The club's opening hours and social links, as its ADMIN sets them in the console and /clubinfo
// shows them (read from the club row at every request, so the next visit shows the change), and
// its time zone, which the ADMIN may correct until the first session or booking is dated in it.
import { WEEKDAYS, type ClubDetails, type ClubDetailsView, type OpeningDay } from '@portal/shared/contracts';
import { clubDetailsErrors, TIME_ZONE_LOCKED_MESSAGE } from '@portal/shared/validators';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { FieldError, HttpError } from '../../lib/http-error';
import { changingSessions } from '../../lib/sessions.cached';
import { assertValid } from '../catalogue-console';
import * as repo from './repo';

/** Every weekday in order; a day never set is closed. */
export function weekOf(stored: Array<{ day: string; opens: string; closes: string }>): OpeningDay[] {
  return WEEKDAYS.map((day) => {
    const found = stored.find((h) => h.day === day);
    return { day, opens: found?.opens ?? '', closes: found?.closes ?? '' };
  });
}

export async function getDetails(db: Database, clubId: number): Promise<ClubDetailsView> {
  const row = await repo.findDetails(db, clubId);
  if (!row) throw new HttpError(404, 'Club not found.');
  return {
    openingHours: weekOf(row.openingHours),
    facebookUrl: row.facebookUrl ?? '',
    socialLink: row.socialLink ?? '',
    timeZone: row.timeZone,
    timeZoneLocked: await repo.hasDatedRows(db, clubId),
  };
}

export async function saveDetails(db: Database, actor: ConsoleActor, input: ClubDetails): Promise<ClubDetailsView> {
  assertValid(clubDetailsErrors(input));
  const before = await getDetails(db, actor.clubId);
  const timeZone = input.timeZone.trim();
  if (timeZone !== before.timeZone) {
    // A session generated between the read and the write is caught by the conditional update;
    // sessions carry the zone, so this instance forgets its cached ones at once (the others on the notice).
    const changed = !before.timeZoneLocked && (await changingSessions(db, (tx) => repo.changeTimeZone(tx, actor.clubId, timeZone)));
    if (!changed) throw new FieldError('timeZone', TIME_ZONE_LOCKED_MESSAGE, 409);
  }
  const hours = weekOf(input.openingHours);
  await repo.saveDetails(db, actor.clubId, { openingHours: hours, facebookUrl: input.facebookUrl.trim() || null, socialLink: input.socialLink.trim() || null });
  const after = await getDetails(db, actor.clubId);
  await auditChange(db, actor, 'club-details', before, after);
  return after;
}
