// Branding: the club's theme colours, logo and details, which the member portal's theme shows.
import { eq } from 'drizzle-orm';
import { COLOUR_INVALID_MESSAGE, type ClubBranding } from '@portal/shared/contracts';
import { REQUIRED } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { type ClubRow, clubs } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { findClub } from '../../lib/club-time';
import { clubContact, themeColours } from '../club';
import { recordAudit } from './features';
import { LOGO_LIMITS, LOGO_MAX_WIDTH, LOGO_NOT_PNG_MESSAGE } from '../images/image-limits';
import { boundedPng, decodeBase64Image } from '../images/image-processing';

export { LOGO_NOT_PNG_MESSAGE };


function brandingOf(c: ClubRow): ClubBranding {
  return {
    clubName: c.name,
    ...clubContact(c),
    ...themeColours(c.theme),
    logoPng: c.logoPng ?? '',
  };
}

/** The audit log keeps a fingerprint of the logo, not the image. */
function forAudit(b: ClubBranding): Record<string, unknown> {
  return { ...b, logoPng: b.logoPng ? `${b.logoPng.length} base64 characters` : '' };
}

export async function getBranding(db: Database, clubId: number): Promise<ClubBranding> {
  return brandingOf(await findClub(db, clubId));
}

const COLOUR_FIELDS = ['primaryTextColor', 'secondaryTextColor', 'primaryBackgroundColor', 'secondaryBackgroundColor', 'thirdBackgroundColor'] as const;
const COLOUR_LABELS: Record<(typeof COLOUR_FIELDS)[number], string> = {
  primaryTextColor: 'Primary text colour',
  secondaryTextColor: 'Secondary text colour',
  primaryBackgroundColor: 'Primary background colour',
  secondaryBackgroundColor: 'Secondary background colour',
  thirdBackgroundColor: 'Third background colour',
};
const PNG_BASE64 = /^iVBORw0KGgo[A-Za-z0-9+/=]*$/;

/**
 * The logo goes through the same gate as every other image (header measured before decoding, then
 * re-encoded), since /club/theme serves it to every visitor: nothing after the image's end survives.
 * A logo sent back unchanged passes the gate again (one stored before the gate existed, too).
 */
async function checkedLogo(logoPng: string): Promise<string | null> {
  if (!logoPng) return null;
  if (!PNG_BASE64.test(logoPng)) throw new HttpError(400, LOGO_NOT_PNG_MESSAGE);
  const png = await boundedPng(decodeBase64Image(logoPng), LOGO_MAX_WIDTH, LOGO_LIMITS);
  return png.toString('base64');
}

export async function changeBranding(db: Database, clubId: number, userId: number, next: ClubBranding): Promise<ClubBranding> {
  for (const field of COLOUR_FIELDS) {
    if (!/^#[0-9a-fA-F]{6}$/.test(next[field])) throw new HttpError(400, `${COLOUR_LABELS[field]}: ${COLOUR_INVALID_MESSAGE}`);
  }
  if (!next.clubName.trim()) throw new HttpError(400, `Club name: ${REQUIRED}`);
  const current = await findClub(db, clubId);
  const logoPng = await checkedLogo(next.logoPng);
  const before = brandingOf(current);
  const blank = (s: string) => (s.trim() ? s.trim() : null);
  await db
    .update(clubs)
    .set({
      name: next.clubName.trim(),
      email: blank(next.email),
      phone: blank(next.phone),
      street: blank(next.street),
      suburb: blank(next.suburb),
      state: blank(next.state),
      postCode: blank(next.postCode),
      logoPng,
      theme: {
        ...current.theme,
        primaryTextColor: next.primaryTextColor,
        secondaryTextColor: next.secondaryTextColor,
        primaryBackgroundColor: next.primaryBackgroundColor,
        secondaryBackgroundColor: next.secondaryBackgroundColor,
        thirdBackgroundColor: next.thirdBackgroundColor,
      },
    })
    .where(eq(clubs.id, clubId));
  const after = await getBranding(db, clubId);
  await recordAudit(db, clubId, userId, 'branding', forAudit(before), forAudit(after));
  return after;
}
