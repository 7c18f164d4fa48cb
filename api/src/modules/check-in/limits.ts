// Per-device limits of a paired kiosk. A busy desk admits a member every few seconds; a script
// walking barcode or member-number ranges, or harvesting names, goes hundreds a minute.
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { TOO_MANY_REQUESTS } from '../../lib/messages';
import { hitRateLimit, type RateRule } from '../../lib/rate-limit';

const MINUTE = 60_000;

export const KIOSK_RULES = {
  barcode: { name: 'kiosk-barcode', limit: 30, windowMs: MINUTE },
  name: { name: 'kiosk-name', limit: 30, windowMs: MINUTE },
  search: { name: 'kiosk-search', limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateRule>;

/** Counts a hit for this kiosk; 429 when it is over the rule's limit. Never raised per deployment. */
export async function limitDevice(db: Database, rule: RateRule, deviceId: number): Promise<void> {
  if ((await hitRateLimit(db, rule, `device:${deviceId}`, now())) > rule.limit) throw new HttpError(429, TOO_MANY_REQUESTS);
}
