// The console's household writes (ADMIN, own club): add an existing member as a payer's dependant,
// create a dependant (optionally with a login of their own: a one-time link to choose a password,
// as member import's invitations), remove a dependant. Refusals name the field they are about.
import { type AddDependant, type ConsoleHousehold, INVITE_LINK_DAYS, type NewDependant } from '@portal/shared/contracts';
import {
  DEPENDANT_BIRTH_DATE,
  DEPENDANT_EMAIL_REQUIRED,
  DEPENDANT_EMAIL_TAKEN,
  DEPENDANT_NAME_REQUIRED,
  DEPENDANT_SELF,
  dependantElsewhere,
  dependantIsPayer,
  HOUSEHOLD_NOT_YOURS,
  payerIsDependant,
} from '@portal/shared/messages';
import { CONSOLE_MEMBER_NOT_FOUND_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import type { MemberRow } from '../../db/schema';
import { now as clockNow, nowMs } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { findClubById } from '../../lib/club-lookup';
import { isIsoDate } from '../../lib/recurrence';
import { FieldError, HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { insertResetToken } from '../auth';
import { adminLink } from '../club';
import { insertNewMember } from '../join';
import { insertInvitedUser } from '../member-import';
import { enqueueEmail } from '../outbox';
import { payerOf } from '../../lib/household-payer';
import * as repo from './repo';
import { consoleHousehold, consoleMember } from './service';
import { isUniqueViolation } from '../../lib/unique-violation';

const nameOf = (m: MemberRow) => `${m.firstName} ${m.lastName}`.trim();

/** Refuses a payer who is someone's dependant. */
async function assertCanPay(db: Database, payer: MemberRow): Promise<void> {
  if (await payerOf(db, payer.id)) throw new FieldError('memberNumber', payerIsDependant(nameOf(payer)), 409);
}

async function link(db: Database, payer: MemberRow, dependant: MemberRow): Promise<void> {
  if (dependant.id === payer.id) throw new FieldError('memberNumber', DEPENDANT_SELF);
  const other = await payerOf(db, dependant.id);
  if (other) throw new FieldError('memberNumber', dependantElsewhere(nameOf(dependant), nameOf(other)), 409);
  if (await repo.hasDependants(db, dependant.id)) throw new FieldError('memberNumber', dependantIsPayer(nameOf(dependant)), 409);
  try {
    await repo.insertDependant(db, payer.clubId, payer.id, dependant.id);
  } catch (error) {
    // Two consoles adding the same member at once: the unique index keeps one household.
    if (isUniqueViolation(error)) throw new FieldError('memberNumber', dependantElsewhere(nameOf(dependant), 'another member'), 409);
    throw error;
  }
}

export async function addDependant(db: Database, clubId: number, payerNumber: string, body: AddDependant): Promise<ConsoleHousehold> {
  const payer = await consoleMember(db, clubId, payerNumber);
  const dependant = await repo.memberOfClub(db, clubId, body.memberNumber.trim());
  if (!dependant) throw new FieldError('memberNumber', CONSOLE_MEMBER_NOT_FOUND_MESSAGE, 404);
  await assertCanPay(db, payer);
  await link(db, payer, dependant);
  return consoleHousehold(db, clubId, payerNumber);
}

function checkNew(body: NewDependant, today: string): { email: string; dateOfBirth: string } {
  if (!body.firstName.trim() || !body.lastName.trim()) throw new FieldError('firstName', DEPENDANT_NAME_REQUIRED);
  const dateOfBirth = body.dateOfBirth.trim();
  if (!isIsoDate(dateOfBirth) || dateOfBirth > today) throw new FieldError('dateOfBirth', DEPENDANT_BIRTH_DATE);
  const email = body.email.trim().toLowerCase();
  if (body.ownLogin && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new FieldError('email', DEPENDANT_EMAIL_REQUIRED);
  return { email, dateOfBirth };
}

export interface LinkOptions {
  publicOrigin: string;
  /** A known password instead of a link (the demo seed). */
  passwordHash?: string;
}

/** A new member paid for by this payer; with `ownLogin`, a login and an e-mailed one-time link. */
export async function createDependant(db: Database, clubId: number, payerNumber: string, body: NewDependant, opts: LinkOptions): Promise<ConsoleHousehold> {
  const payer = await consoleMember(db, clubId, payerNumber);
  await assertCanPay(db, payer);
  const club = await findClubById(db, clubId);
  if (!club) throw new HttpError(404, CONSOLE_MEMBER_NOT_FOUND_MESSAGE);
  const { email, dateOfBirth } = checkNew(body, clubToday(clockNow(), club.timeZone));
  await db.transaction(async (tx) => {
    const member = await insertNewMember(tx, {
      clubId,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      dateOfBirth,
      email: email || null,
      street: payer.street,
      suburb: payer.suburb,
      state: payer.state,
      postCode: payer.postCode,
    });
    await repo.insertDependant(tx, clubId, payer.id, member.id);
    if (!body.ownLogin) return;
    // Nobody knows this password unless the seed gives one: the dependant chooses theirs through the link.
    const passwordHash = opts.passwordHash ?? (await hashPassword(randomToken(32)));
    const user = await insertInvitedUser(tx, { clubId, memberId: member.id, email, passwordHash });
    if (!user) throw new FieldError('email', DEPENDANT_EMAIL_TAKEN, 409);
    if (opts.passwordHash) return;
    const token = randomToken(32);
    await insertResetToken(tx, user.id, sha256Hex(token), new Date(nowMs() + INVITE_LINK_DAYS * 86_400_000));
    await enqueueEmail(tx, {
      clubId,
      to: email,
      subject: `${club.name}: your member portal`,
      text:
        `Hi ${member.firstName},\n\n${nameOf(payer)} has added you to their household at ${club.name}: they pay for your membership and bookings.\n` +
        `Open this link within ${INVITE_LINK_DAYS} days to choose your password (it works once):\n${adminLink(opts.publicOrigin, token)}\n\n` +
        `Then sign in with the club code ${club.code} and this e-mail address.\n\n${club.name}`,
    });
  });
  return consoleHousehold(db, clubId, payerNumber);
}

export async function removeDependant(db: Database, clubId: number, payerNumber: string, dependantNumber: string): Promise<ConsoleHousehold> {
  const payer = await consoleMember(db, clubId, payerNumber);
  const dependant = await repo.memberOfClub(db, clubId, dependantNumber);
  // Nothing paid or booked goes with the link: the dependant keeps their packs and bookings and pays for themselves from now on.
  if (!dependant || !(await repo.deleteDependant(db, payer.id, dependant.id))) throw new HttpError(404, HOUSEHOLD_NOT_YOURS);
  return consoleHousehold(db, clubId, payerNumber);
}
