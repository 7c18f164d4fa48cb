// A club's prospect-visit settings (opening hours, tour length and places, trial places, casual
// fee, waiver text). Clubs without a `visit_settings` row get these defaults, so every club can
// take tours and casual visits from day one.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visitSettings, type OpeningHours } from '../../db/schema';

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  '0': { open: '08:00', close: '17:00' },
  '1': { open: '06:00', close: '21:00' },
  '2': { open: '06:00', close: '21:00' },
  '3': { open: '06:00', close: '21:00' },
  '4': { open: '06:00', close: '21:00' },
  '5': { open: '06:00', close: '21:00' },
  '6': { open: '08:00', close: '17:00' },
};

export const DEFAULT_WAIVER_TEXT = [
  'I acknowledge that physical exercise involves a risk of injury. I confirm that I am in good health and know of no medical reason why I should not exercise.',
  'I agree to follow the instructions of staff, to use the equipment as intended, and to tell staff at once about any injury or illness.',
  'I release the club, its staff and contractors from liability for injury, loss or damage arising from my use of the facilities, except where caused by their negligence or where the law does not allow it to be excluded.',
].join('\n\n');

export interface VisitSettings {
  openingHours: OpeningHours;
  tourMinutes: number;
  tourCapacity: number;
  trialCapacity: number;
  casualFeeCents: number;
  waiverText: string;
}

export async function visitSettingsOf(db: Database, clubId: number): Promise<VisitSettings> {
  const [row] = await db.select().from(visitSettings).where(eq(visitSettings.clubId, clubId)).limit(1);
  return {
    openingHours: row?.openingHours ?? DEFAULT_OPENING_HOURS,
    tourMinutes: row?.tourMinutes ?? 30,
    tourCapacity: row?.tourCapacity ?? 2,
    trialCapacity: row?.trialCapacity ?? 2,
    casualFeeCents: row?.casualFeeCents ?? 2500,
    waiverText: row?.waiverText || DEFAULT_WAIVER_TEXT,
  };
}
