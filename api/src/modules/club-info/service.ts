// Club info (clubinfo screen) and the club's social link (contact the club).
import { NO_ACCESS_MESSAGE, type ClubInfoPayload, type ClubSocialPayload } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { NOT_FOUND } from '../../lib/messages';
import type { SessionUser } from '../../plugins/session-user';
import { clubContact, findClubById } from '../club';
import { joinAddress } from '../../lib/address';
import { weekOf } from '../club-details-console';

export async function clubInfo(db: Database, user: SessionUser): Promise<ClubInfoPayload> {
  const c = await findClubById(db, user.clubId);
  if (!c) throw new HttpError(404, NOT_FOUND);
  return {
    clubId: c.id,
    companyName: c.name,
    ...clubContact(c),
    address: joinAddress(c.street, c.suburb, c.state),
    latitude: c.latitude ?? null,
    longitude: c.longitude ?? null,
    openingHours: weekOf(c.openingHours ?? []),
    facebookUrl: c.facebookUrl ?? '',
    socialLink: c.socialLink ?? '',
  };
}

export async function clubSocial(db: Database, user: SessionUser, clubId: number): Promise<ClubSocialPayload> {
  if (clubId !== user.clubId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const c = await findClubById(db, clubId);
  if (!c) throw new HttpError(404, NOT_FOUND);
  return { facebookUrl: c.facebookUrl ?? '', socialLink: c.socialLink ?? '' };
}
