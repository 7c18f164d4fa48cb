// Profile, prospect profile, guardian profile and avatar.
import {
  NO_ACCESS_MESSAGE,
  type AvatarPayload,
  type GuardianProfilePayload,
  type ProfilePayload,
  type SaveGuardianProfileBody,
  type SaveProfileBody,
} from '@portal/shared/contracts';
import { INVALID_MOBILE, PROFILE_INVALID } from '@portal/shared/messages';
import { validateAuMobile } from '@portal/shared/validators';
import dayjs from 'dayjs';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { NOT_FOUND } from '../../lib/messages';
import type { SessionUser } from '../../plugins/session-user';
import { AVATAR_LIMITS, decodeBase64Image, pngDataUrl, squarePng } from '../images';
import * as repo from './repo';
import { joinAddress } from '../../lib/address';

const USER_TYPE_GUARDIAN = 5;
const USER_TYPE_PROSPECT = 6;
/** Stored avatar size: the largest the pages ask for. */
const STORED_AVATAR_SIZE = 400;

const s = (v: string | null | undefined): string => v ?? '';
const trimOrNull = (v: string | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};
const displayDate = (iso: string | null): string => (iso ? dayjs(iso).format('DD/MM/YYYY') : '');

async function avatarAt(stored: string | null, size: number): Promise<string> {
  if (!stored) return '';
  const png = await squarePng(Buffer.from(stored, 'base64'), size, AVATAR_LIMITS).catch(() => null);
  return png ? pngDataUrl(png) : '';
}

/** What a member's and a prospect's profile both show. */
function personFields(p: {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  email: string | null;
}) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`.trim(),
    dateOfBirth: displayDate(p.dateOfBirth),
    gender: s(p.gender),
    address: joinAddress(p.street, p.suburb, p.state),
    street: s(p.street),
    suburb: s(p.suburb),
    state: s(p.state),
    postCode: s(p.postCode),
    email: s(p.email),
  };
}

/** The profile fields only a member has: blank for a prospect. */
function memberOnlyFields(m?: repo.MemberRow) {
  return {
    homePhone: s(m?.homePhone),
    workPhone: s(m?.workPhone),
    emergencyContactName: s(m?.emergencyContactName),
    emergencyContactNo: s(m?.emergencyContactNo),
    occupation: s(m?.occupation),
    employer: s(m?.employer),
  };
}

function assertNotGuardian(user: SessionUser) {
  if (user.userType === USER_TYPE_GUARDIAN) throw new HttpError(403, NO_ACCESS_MESSAGE);
}

const GENDERS = new Set(['M', 'F', 'O']);

/** Required editable fields (docs/spec/account-core.md §5); the read-only ones are never taken from the body. */
function checkProfileBody(body: SaveProfileBody): void {
  if (!GENDERS.has(body.gender) || body.mobile.trim() === '') throw new HttpError(400, PROFILE_INVALID);
  // Australian mobile formats, the same validator as the profile form; named so the form marks the field.
  if (validateAuMobile(body.mobile)) throw new HttpError(400, INVALID_MOBILE);
  for (const phone of [body.homePhone, body.workPhone, body.emergencyContactNo]) {
    if (phone && phone.trim() !== '' && !/^[0-9+()\s-]{3,30}$/.test(phone.trim())) throw new HttpError(400, PROFILE_INVALID);
  }
  if (body.postCode && body.postCode.trim() !== '' && !/^\d{4}$/.test(body.postCode.trim())) throw new HttpError(400, PROFILE_INVALID);
}

export async function getProfile(db: Database, user: SessionUser, small: number, large: number): Promise<ProfilePayload> {
  assertNotGuardian(user);
  if (user.userType === USER_TYPE_PROSPECT) return getProspectProfile(db, user, small, large);
  const m = await repo.findMember(db, user.clubId, user.memberNumber);
  if (!m) throw new HttpError(404, NOT_FOUND);
  return {
    userId: user.userId,
    memberNumber: m.memberNumber,
    ...personFields(m),
    ...memberOnlyFields(m),
    mobile: s(m.mobile),
    avatar: await avatarAt(m.avatarPng, small),
    avatarLarge: await avatarAt(m.avatarPng, large),
  };
}

export async function getProspectProfile(db: Database, user: SessionUser, _small: number, _large: number): Promise<ProfilePayload> {
  if (user.userType !== USER_TYPE_PROSPECT) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const p = await repo.findProspectOfUser(db, user.userId);
  if (!p) throw new HttpError(404, NOT_FOUND);
  return {
    userId: user.userId,
    memberNumber: user.memberNumber,
    ...personFields(p),
    ...memberOnlyFields(),
    mobile: s(p.mobile),
    // Prospects have no stored avatar: the page shows the default image.
    avatar: '',
    avatarLarge: '',
  };
}

/** What a member and a prospect both change on the profile page (the body is checked already). */
function personUpdate(body: SaveProfileBody) {
  return {
    gender: body.gender as 'M' | 'F' | 'O',
    mobile: body.mobile.trim(),
    street: trimOrNull(body.street),
    suburb: trimOrNull(body.suburb),
    state: trimOrNull(body.state),
    postCode: trimOrNull(body.postCode),
  };
}

export async function saveProfile(db: Database, user: SessionUser, body: SaveProfileBody): Promise<'success'> {
  assertNotGuardian(user);
  if (user.userType === USER_TYPE_PROSPECT) return saveProspectProfile(db, user, body);
  checkProfileBody(body);
  const m = await repo.findMember(db, user.clubId, user.memberNumber);
  if (!m) throw new HttpError(404, NOT_FOUND);
  await repo.updateMember(db, m.id, {
    ...personUpdate(body),
    homePhone: trimOrNull(body.homePhone),
    workPhone: trimOrNull(body.workPhone),
    emergencyContactName: trimOrNull(body.emergencyContactName),
    emergencyContactNo: trimOrNull(body.emergencyContactNo),
    employer: trimOrNull(body.employer),
    occupation: trimOrNull(body.occupation),
  });
  return 'success';
}

export async function saveProspectProfile(db: Database, user: SessionUser, body: SaveProfileBody): Promise<'success'> {
  if (user.userType !== USER_TYPE_PROSPECT) throw new HttpError(403, NO_ACCESS_MESSAGE);
  checkProfileBody(body);
  const p = await repo.findProspectOfUser(db, user.userId);
  if (!p) throw new HttpError(404, NOT_FOUND);
  await repo.updateProspect(db, p.id, personUpdate(body));
  return 'success';
}

export async function saveAvatar(db: Database, user: SessionUser, image: string): Promise<AvatarPayload> {
  assertNotGuardian(user);
  if (user.userType === USER_TYPE_PROSPECT) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const buf = decodeBase64Image(image);
  const m = await repo.findMember(db, user.clubId, user.memberNumber);
  if (!m) throw new HttpError(404, NOT_FOUND);
  // Bytes, format and the header's dimensions are checked before anything decodes.
  const stored = await squarePng(buf, STORED_AVATAR_SIZE, AVATAR_LIMITS);
  await repo.updateMember(db, m.id, { avatarPng: stored.toString('base64') });
  const small = await squarePng(stored, 250, AVATAR_LIMITS);
  return { avatar: pngDataUrl(small), avatarLarge: pngDataUrl(stored) };
}

export async function getGuardianProfile(db: Database, user: SessionUser): Promise<GuardianProfilePayload> {
  if (user.userType !== USER_TYPE_GUARDIAN) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const g = await repo.findGuardian(db, user.clubId, user.memberNumber);
  if (!g) throw new HttpError(404, NOT_FOUND);
  return {
    userId: g.memberNumber,
    familyName: g.familyName,
    personName: g.personName,
    personContactNumber: s(g.personContactNumber),
    email: s(g.email),
    address: joinAddress(g.street, g.subUrb, g.state),
    street: s(g.street),
    subUrb: s(g.subUrb),
    state: s(g.state),
    postalCode: s(g.postalCode),
    // docs/spec/bookings-commerce.md §2.18: the guardian card shows a fixed default image.
    avatar: '',
  };
}

export async function saveGuardianProfile(db: Database, user: SessionUser, body: SaveGuardianProfileBody): Promise<'success'> {
  if (user.userType !== USER_TYPE_GUARDIAN) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const familyName = body.familyName.trim();
  const personName = body.personName.trim();
  const contact = body.personContactNumber.trim();
  if (!familyName || !personName || !/^[0-9+()\s-]{6,30}$/.test(contact)) throw new HttpError(400, PROFILE_INVALID);
  if (body.postalCode && body.postalCode.trim() !== '' && !/^\d{4}$/.test(body.postalCode.trim())) throw new HttpError(400, PROFILE_INVALID);
  const g = await repo.findGuardian(db, user.clubId, user.memberNumber);
  if (!g) throw new HttpError(404, NOT_FOUND);
  await repo.updateGuardian(db, g.id, {
    familyName,
    personName,
    personContactNumber: contact,
    street: trimOrNull(body.street),
    subUrb: trimOrNull(body.subUrb),
    state: trimOrNull(body.state),
    postalCode: trimOrNull(body.postalCode),
  });
  return 'success';
}
