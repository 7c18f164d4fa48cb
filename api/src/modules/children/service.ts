// Member kids: a member acts only on their own children (403 otherwise); dates of birth are
// DD/MM/YYYY on the wire and may not be after today in the club's time zone.
import { NO_ACCESS_MESSAGE, type MemberKid, type SaveMemberKidBody } from '@portal/shared/contracts';
import { CHILD_INVALID, CHILDREN_LIMIT_REACHED, DATE_OF_BIRTH_FUTURE, INVALID_DATE } from '@portal/shared/messages';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { NOT_FOUND } from '../../lib/messages';
import { MAX_CHILD_ROWS_PER_MEMBER, MAX_CHILDREN_PER_MEMBER } from '../../lib/quotas';
import type { SessionUser } from '../../plugins/session-user';
import * as repo from './repo';
import { now } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';

dayjs.extend(customParseFormat);

const GENDERS = new Set(['M', 'F', 'O']);

function toKid(row: repo.KidRow): MemberKid {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth ? dayjs(row.dateOfBirth).format('DD/MM/YYYY') : '',
    gender: row.gender ?? '',
    notes: row.notes ?? '',
  };
}

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD', or a 400 with the spec's message; `today` is the club's, YYYY-MM-DD. */
export function parseBirthDate(value: string, today: string): string {
  const d = dayjs(value.trim(), 'DD/MM/YYYY', true);
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value.trim()) || !d.isValid() || d.year() < 1900) throw new HttpError(400, INVALID_DATE);
  const iso = d.format('YYYY-MM-DD');
  if (iso > today) throw new HttpError(400, DATE_OF_BIRTH_FUTURE);
  return iso;
}

function fieldsOf(body: SaveMemberKidBody, member: repo.OwnMember) {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (!firstName || !lastName || !GENDERS.has(body.gender)) throw new HttpError(400, CHILD_INVALID);
  return {
    firstName,
    lastName,
    gender: body.gender as 'M' | 'F' | 'O',
    dateOfBirth: parseBirthDate(body.dateOfBirth, clubToday(now(), member.timeZone)),
    notes: body.notes?.trim() ? body.notes.trim() : null,
  };
}

async function ownMember(db: Database, user: SessionUser, memberNumber?: string): Promise<repo.OwnMember> {
  // No member number: the signed-in member (docs/spec/account-core.md §4, child dialog).
  const number = memberNumber?.trim() || user.memberNumber;
  if (number !== user.memberNumber) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const member = await repo.memberOf(db, user.clubId, number);
  // Guardians and prospects have no member row, so no children to manage.
  if (!member) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return member;
}

async function ownKid(db: Database, user: SessionUser, kidId: number): Promise<repo.KidRow> {
  const member = await ownMember(db, user);
  const kid = await repo.findKid(db, kidId);
  if (!kid) throw new HttpError(404, NOT_FOUND);
  if (kid.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return kid;
}

export async function listKids(db: Database, user: SessionUser, memberNumber: string): Promise<MemberKid[]> {
  const member = await ownMember(db, user, memberNumber);
  return (await repo.listKids(db, member.id)).map(toKid);
}

export async function addKid(db: Database, user: SessionUser, body: SaveMemberKidBody): Promise<MemberKid> {
  const member = await ownMember(db, user, body.memberNumber);
  const row = await repo.insertKidWithinQuota(db, { memberId: member.id, ...fieldsOf(body, member) }, MAX_CHILDREN_PER_MEMBER, MAX_CHILD_ROWS_PER_MEMBER);
  if (!row) throw new HttpError(400, CHILDREN_LIMIT_REACHED);
  return toKid(row);
}

export async function updateKid(db: Database, user: SessionUser, body: SaveMemberKidBody): Promise<MemberKid> {
  if (!body.memberKidId) throw new HttpError(400, CHILD_INVALID);
  const member = await ownMember(db, user, body.memberNumber);
  const kid = await ownKid(db, user, body.memberKidId);
  return toKid(await repo.updateKid(db, kid.id, fieldsOf(body, member)));
}

export async function deleteKid(db: Database, user: SessionUser, kidId: number): Promise<'success'> {
  const kid = await ownKid(db, user, kidId);
  await repo.softDeleteKid(db, kid.id);
  return 'success';
}
