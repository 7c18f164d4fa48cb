// Club theme (branding, flags, contact) and company lookup.
import {
  CLUB_FLAG_NAMES,
  CLUB_NOT_FOUND_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  type ClubFlags,
  type CompanyLookupPayload,
  type ThemePayload,
  type ThemeQuery,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import { clubAddress, themeColours } from './club-details';
import * as repo from './repo';

export const API_BASE = '/api/v1';

/** Every flag present and boolean, whatever an older row's JSON holds. */
export function normaliseFlags(raw: Partial<Record<string, unknown>> | null | undefined): ClubFlags {
  const flags = {} as ClubFlags;
  for (const name of CLUB_FLAG_NAMES) flags[name] = raw?.[name] === true;
  return flags;
}

// The theme query carries the image box the page wants (width/height, secondaryWidth/Height).
// Images are returned as stored: the seed stores them at display size, so resizing is a
// pass-through for now (no image library on the server).
export async function theme(db: Database, query: ThemeQuery, user: SessionUser | null): Promise<ThemePayload> {
  const club = query.accountId
    ? await repo.findClubByAccountId(db, query.accountId)
    : user
      ? await repo.findClubById(db, user.clubId)
      : undefined;
  if (!club) {
    if (!query.accountId && !user) throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
    throw new HttpError(404, CLUB_NOT_FOUND_MESSAGE);
  }
  const ownAvatar = user && user.clubId === club.id ? await repo.memberAvatar(db, user.userId) : null;
  const t = club.theme;
  return {
    clubId: club.id,
    accountId: club.accountId,
    clubName: club.name,
    ...themeColours(t),
    primaryLogo: club.logoPng ?? '',
    userAvatar: ownAvatar ?? club.avatarPng ?? '',
    userAvatarIsOwn: Boolean(ownAvatar),
    flags: normaliseFlags(club.flags as unknown as Record<string, unknown>),
    customPtLabel: t.customPtLabel ?? '',
    classBookingMaxDaysView: club.classBookingMaxDaysView,
    socialLink: club.socialLink ?? '',
    facebookUrl: club.facebookUrl ?? '',
    timeZone: club.timeZone,
    email: club.email ?? '',
    phone: club.phone ?? '',
    address: {
      ...clubAddress(club),
      latitude: club.latitude ?? null,
      longitude: club.longitude ?? null,
    },
  };
}

export async function lookupCompany(
  db: Database,
  query: { code?: string; accountId?: string },
): Promise<CompanyLookupPayload> {
  const code = query.code?.trim();
  const accountId = query.accountId?.trim();
  const club =
    (code ? await repo.findClubByCode(db, code.toLowerCase()) : undefined) ??
    (code ? await repo.findClubByAccountId(db, code) : undefined) ??
    (accountId ? await repo.findClubByAccountId(db, accountId) : undefined);
  if (!club) throw new HttpError(404, CLUB_NOT_FOUND_MESSAGE);
  return { apiEndPointLocation: API_BASE, accountId: club.accountId, clubName: club.name };
}
