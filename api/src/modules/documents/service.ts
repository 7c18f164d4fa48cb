// Signed documents as versions: who must sign which version, and who may sign it. A member signs
// their own; a waiver or contract of someone under 18 is signed by their household's payer: a
// member payer for a minor dependant, a swim guardian for a student (docs/decisions.md "A guardian
// signs for a minor"). The flows' queries are repo.ts.
import { NO_ACCESS_MESSAGE, type DocumentKind, type DocumentVersion, type PendingDocument } from '@portal/shared/contracts';
import { DOCUMENT_GUARDIAN_SIGNS, DOCUMENT_NOT_FOUND, DOCUMENT_NOT_IN_FORCE, documentSignsThemselves } from '@portal/shared/messages';
import { USER_TYPE_GUARDIAN } from '@portal/shared/user-types';
import type { Database } from '../../db/client';
import { guardians, members } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { findClubPerson } from '../../lib/club-people';
import { FieldError, HttpError } from '../../lib/http-error';
import { ageOn } from '../../lib/member-context';
import type { SessionUser } from '../../plugins/session-user';
import { dependantOf, householdDependants, householdStudent, householdStudents } from '../household';
import * as repo from './repo';

export { listVersions, publish, signatures } from './repo';

/** The kinds a minor's parent or guardian signs for them; a minor agrees to the terms themselves. */
export const GUARDIAN_SIGNED_KINDS: readonly DocumentKind[] = ['waiver', 'contract'];
const guardianSigns = (kind: DocumentKind) => GUARDIAN_SIGNED_KINDS.includes(kind);

/** Under 18 on the club's today. A member without a birth date signs for themselves; a swim student without one is a child. */
const isMinor = (dateOfBirth: string | null, today: string, unknownIsMinor: boolean) =>
  dateOfBirth ? ageOn(dateOfBirth, today) < 18 : unknownIsMinor;

interface Person {
  ref: repo.SignedFor;
  number: string;
  name: string;
  minor: boolean;
}

/** Who is signing: a member or a swim guardian of the session's club, with the club's today. */
async function signerOf(db: Database, user: SessionUser) {
  if (user.userType === USER_TYPE_GUARDIAN) {
    const row = await findClubPerson(db, guardians, user.clubId, user.memberNumber);
    if (!row) throw new HttpError(403, NO_ACCESS_MESSAGE);
    return { kind: 'guardian' as const, guardian: row.person, clubId: row.club.id, today: clubToday(clockNow(), row.club.timeZone) };
  }
  const row = await findClubPerson(db, members, user.clubId, user.memberNumber);
  if (!row) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return { kind: 'member' as const, member: row.person, clubId: row.club.id, today: clubToday(clockNow(), row.club.timeZone) };
}
type Signer = Awaited<ReturnType<typeof signerOf>>;

const memberPerson = (m: typeof members.$inferSelect, today: string): Person => ({
  ref: { memberId: m.id },
  number: m.memberNumber,
  name: `${m.firstName} ${m.lastName}`.trim(),
  minor: isMinor(m.dateOfBirth, today, false),
});

const studentPerson = (s: { id: number; studentNumber: string; name: string; birthday: string | null }, today: string): Person => ({
  ref: { studentId: s.id },
  number: s.studentNumber,
  name: s.name,
  minor: isMinor(s.birthday, today, true),
});

/** The versions in force this person has not signed: never signed that kind, or a new version that asks again. */
async function pendingOf(db: Database, clubId: number, versions: DocumentVersion[], person: Person): Promise<DocumentVersion[]> {
  const signed = await repo.signedBy(db, clubId, person.ref);
  const signedIds = new Set(signed.map((s) => s.documentId));
  const signedKinds = new Set(signed.map((s) => s.kind));
  return versions.filter((v) => v.inForce && !signedIds.has(v.id) && (v.resignRequired || !signedKinds.has(v.kind)));
}

/** The minors of the signer's household: a member payer's dependants under 18, a guardian's students. */
async function minorsOf(db: Database, signer: Signer): Promise<Person[]> {
  const people =
    signer.kind === 'guardian'
      ? (await householdStudents(db, signer.guardian.id)).map((s) => studentPerson(s, signer.today))
      : (await householdDependants(db, signer.member.id)).map((m) => memberPerson(m, signer.today));
  return people.filter((p) => p.minor);
}

/** What the signer is asked at sign-in: their own versions, then those they sign on behalf of each minor of their household. */
export async function pendingFor(db: Database, user: SessionUser): Promise<PendingDocument[]> {
  const signer = await signerOf(db, user);
  const versions = await repo.listVersions(db, signer.clubId);
  const out: PendingDocument[] = [];
  if (signer.kind === 'member') {
    const self = memberPerson(signer.member, signer.today);
    for (const v of await pendingOf(db, signer.clubId, versions, self)) {
      if (!(self.minor && guardianSigns(v.kind))) out.push({ ...v, forNumber: '', forName: '' });
    }
  }
  for (const minor of await minorsOf(db, signer)) {
    for (const v of await pendingOf(db, signer.clubId, versions, minor)) {
      if (guardianSigns(v.kind)) out.push({ ...v, forNumber: minor.number, forName: minor.name });
    }
  }
  return out;
}

/** The person a signature binds: the signer themselves, or the minor of their household they name. */
async function personSignedFor(db: Database, signer: Signer, kind: DocumentKind, forNumber: string | undefined): Promise<Person> {
  const named = forNumber?.trim() ?? '';
  if (signer.kind === 'member' && (!named || named === signer.member.memberNumber)) {
    const self = memberPerson(signer.member, signer.today);
    if (self.minor && guardianSigns(kind)) throw new FieldError('documentId', DOCUMENT_GUARDIAN_SIGNS, 403);
    return self;
  }
  // A guardian has no documents of their own: they sign for their students only.
  if (!named) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const person =
    signer.kind === 'guardian'
      ? studentPerson(await householdStudent(db, { id: signer.guardian.id, clubId: signer.clubId }, named), signer.today)
      : memberPerson(await dependantOf(db, signer.member, named), signer.today);
  if (!person.minor || !guardianSigns(kind)) throw new FieldError('forNumber', documentSignsThemselves(person.name), 409);
  return person;
}

/** Signs the version in force, for the signer or for a minor of their household; the signature records who signed. */
export async function sign(db: Database, user: SessionUser, documentId: number, signature: string, forNumber?: string): Promise<DocumentVersion> {
  const signer = await signerOf(db, user);
  const version = (await repo.listVersions(db, signer.clubId)).find((v) => v.id === documentId);
  if (!version) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  const person = await personSignedFor(db, signer, version.kind, forNumber);
  if (!version.inForce) throw new FieldError('documentId', DOCUMENT_NOT_IN_FORCE, 409);
  await repo.insertSignature(db, documentId, person.ref, user.userId, signature);
  return version;
}
