// The kiosk's credential: an HttpOnly, SameSite=Strict cookie scoped to the check-in API path, so
// page scripts never see it and the browser sends it nowhere else. Kiosk routes declare
// `config.access.kiosk` (the access policy checks the cookie); `pairedDevice(request)` then names
// the device and its club.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KIOSK_NOT_PAIRED_MESSAGE, KIOSK_OTHER_CLUB_MESSAGE } from '@portal/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { requireClub, type ClubRow } from '../../lib/public-club';
import { deviceForToken, type PairedDevice } from './service';

export const KIOSK_COOKIE = 'portal_kiosk';
export const KIOSK_COOKIE_PATH = '/api/v1/public/check-in';
/** Browsers cap cookie lifetimes at 400 days; every visit of the kiosk page renews it. */
const COOKIE_MAX_AGE_S = 400 * 86_400;

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(KIOSK_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: KIOSK_COOKIE_PATH,
    secure: config.cookieSecure,
    maxAge: COOKIE_MAX_AGE_S,
  });
}

const devices = new WeakMap<FastifyRequest, PairedDevice>();

/**
 * The paired, not revoked kiosk whose token the request carries, or null. The access policy asks
 * it for every route whose rule says `kiosk: true` (plugins/access-policy.ts) and answers 401 on null.
 */
export async function kioskDeviceOf(db: Database, request: FastifyRequest): Promise<PairedDevice | null> {
  const token = request.cookies[KIOSK_COOKIE];
  const device = token && token.length <= 64 ? await deviceForToken(db, token) : null;
  if (device) devices.set(request, device);
  return device ?? null;
}

/** The device `requireKioskDevice` found for this request. */
export function pairedDevice(request: FastifyRequest): PairedDevice {
  const device = devices.get(request);
  if (!device) throw new HttpError(401, KIOSK_NOT_PAIRED_MESSAGE);
  return device;
}

/** The club a check-in names, which must be the club the kiosk was paired with (403 otherwise). */
export async function kioskClub(db: Database, request: FastifyRequest, accountId: string): Promise<ClubRow> {
  const club = await requireClub(db, accountId);
  if (club.id !== pairedDevice(request).clubId) throw new HttpError(403, KIOSK_OTHER_CLUB_MESSAGE);
  return club;
}
