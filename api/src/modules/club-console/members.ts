// Members for the ADMIN: search, one member's bookings, membership and payments, what only the club
// may correct (name, e-mail, date of birth: the member's profile shows them read-only), and the two
// e-mails the desk is asked for most: a registration invitation and a reset link.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  CONSOLE_MEMBER_NOT_FOUND_MESSAGE,
  EMAIL_OF_ANOTHER_LOGIN_MESSAGE,
  MEMBER_LOGIN_NEEDS_EMAIL_MESSAGE,
  MEMBER_HAS_LOGIN_MESSAGE,
  MEMBER_HAS_NO_EMAIL_MESSAGE,
  MEMBER_HAS_NO_LOGIN_MESSAGE,
  type ConsoleMember,
  type ConsoleMemberDetail,
  type ConsoleMemberIdentity,
} from '@portal/shared/contracts';
import { memberIdentityErrors } from '@portal/shared/validators';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { classBookings, classes, classSchedules, clubs, type MemberRow, members, memberships, membershipTypes, payments, users } from '../../db/schema';
import { isClubPerson } from '../../lib/club-people';
import { changedValues, type ConsoleActor, writeAudit } from '../../lib/club-audit';
import { now, nowMs } from '../../lib/clock';
import { FieldError, HttpError } from '../../lib/http-error';
import { displayDate, parseDisplayDate } from '../../lib/member-context';
import { isUniqueViolation } from '../../lib/unique-violation';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { insertResetToken } from '../auth';
import { assertValid } from '../catalogue-console';
import { enqueueEmail } from '../outbox';
import * as repo from './repo';

const RESET_TOKEN_TTL_MS = 60 * 60_000;
const PAGE = 25;


function likeOf(text: string) {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function loginOf(db: Database, memberId: number) {
  const [u] = await db.select({ id: users.id, email: users.email, clubId: users.clubId }).from(users).where(eq(users.memberId, memberId)).limit(1);
  return u;
}

function toConsoleMember(m: MemberRow, hasLogin: boolean): ConsoleMember {
  return { memberNumber: m.memberNumber, name: `${m.firstName} ${m.lastName}`, email: m.email ?? '', status: m.status, hasLogin };
}

export async function search(db: Database, clubId: number, q: string): Promise<ConsoleMember[]> {
  const like = likeOf(q);
  const rows = await db
    .select({ member: members, userId: users.id })
    .from(members)
    .leftJoin(users, eq(users.memberId, members.id))
    .where(
      and(
        eq(members.clubId, clubId),
        or(
          sql`lower(${members.firstName} || ' ' || ${members.lastName}) like ${like}`,
          sql`lower(coalesce(${members.email}, '')) like ${like}`,
          sql`lower(${members.memberNumber}) like ${like}`,
        ),
      ),
    )
    .orderBy(members.lastName, members.firstName)
    .limit(PAGE);
  return rows.map((r) => toConsoleMember(r.member, r.userId !== null));
}

async function memberOf(db: Database, clubId: number, memberNumber: string): Promise<MemberRow> {
  const [m] = await db.select().from(members).where(isClubPerson(members, clubId, memberNumber)).limit(1);
  if (!m) throw new HttpError(404, CONSOLE_MEMBER_NOT_FOUND_MESSAGE);
  return m;
}

export async function detail(db: Database, clubId: number, memberNumber: string): Promise<ConsoleMemberDetail> {
  const m = await memberOf(db, clubId, memberNumber);
  const login = await loginOf(db, m.id);
  const ms = await db
    .select({ m: memberships, name: membershipTypes.description })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(eq(memberships.memberId, m.id))
    .orderBy(desc(memberships.startDate));
  const bookings = await db
    .select({ className: classes.name, startsAt: classSchedules.startsAt, status: classBookings.status, checkedInAt: classBookings.checkedInAt })
    .from(classBookings)
    .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(eq(classBookings.memberId, m.id))
    .orderBy(desc(classSchedules.startsAt))
    .limit(50);
  const pays = await db
    .select({ createdAt: payments.createdAt, purpose: payments.purpose, amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .where(and(eq(payments.memberId, m.id), eq(payments.clubId, clubId)))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  return {
    member: toConsoleMember(m, !!login),
    identity: identityOf(m),
    memberships: ms.map(({ m: x, name }) => ({
      name,
      status: x.status,
      startDate: String(x.startDate),
      expiryDate: x.expiryDate ? String(x.expiryDate) : '',
      contractType: x.contractType,
    })),
    bookings: bookings.map((b) => ({ className: b.className, startsAt: b.startsAt.toISOString(), status: b.status, checkedIn: b.checkedInAt !== null })),
    payments: pays.map((p) => ({ at: p.createdAt.toISOString(), description: p.purpose, amountCents: p.amountCents, status: p.status })),
  };
}

function identityOf(m: MemberRow): ConsoleMemberIdentity {
  return { firstName: m.firstName, lastName: m.lastName, email: m.email ?? '', dateOfBirth: displayDate(m.dateOfBirth) };
}

/**
 * Corrects a member's name, e-mail and date of birth. The e-mail is their login's too (so never
 * empty for a member with a login, never another login's); the old address is told of the change.
 */
export async function changeIdentity(db: Database, actor: ConsoleActor, memberNumber: string, input: ConsoleMemberIdentity): Promise<ConsoleMemberDetail> {
  assertValid(memberIdentityErrors(input, now()));
  const m = await memberOf(db, actor.clubId, memberNumber);
  const login = await loginOf(db, m.id);
  const email = input.email.trim().toLowerCase() || null;
  if (login && !email) throw new FieldError('email', MEMBER_LOGIN_NEEDS_EMAIL_MESSAGE);
  const values = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), email, dateOfBirth: input.dateOfBirth.trim() ? parseDisplayDate(input.dateOfBirth) : null };
  const emailChanged = (m.email?.toLowerCase() ?? null) !== email;
  try {
    await db.transaction(async (tx) => {
      await repo.saveIdentity(tx as unknown as Database, m.id, values, login && email !== login.email ? login.id : null);
      if (emailChanged && m.email) {
        const club = await clubName(tx as unknown as Database, actor.clubId);
        await enqueueEmail(tx as unknown as Database, {
          clubId: actor.clubId,
          to: m.email,
          subject: `${club}: your e-mail address was changed`,
          text:
            `Hi ${values.firstName},\n\n${club} changed the e-mail address of your membership from this address to ${email ?? 'none'}.` +
            `${login ? ' You now sign in with the new address.' : ''}\n\nIf you did not ask for this, please contact ${club}.\n\n${club}`,
        });
      }
    });
  } catch (error) {
    // Two logins of a club never share an address (unique per club): the other one keeps it.
    if (isUniqueViolation(error)) throw new FieldError('email', EMAIL_OF_ANOTHER_LOGIN_MESSAGE, 409);
    throw error;
  }
  const after = await detail(db, actor.clubId, memberNumber);
  // Only what changed, each side naming the member.
  const d = changedValues(identityOf(m), after.identity);
  if (d.changed)
    await writeAudit(db, 'members', { clubId: actor.clubId, userId: actor.userId, before: { memberNumber, ...d.before }, after: { memberNumber, ...d.after }, at: now() });
  return after;
}

async function clubName(db: Database, clubId: number): Promise<string> {
  const [c] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return c?.name ?? 'Your club';
}

/** For a member without a login: an e-mail that tells them how to register (they choose the password). */
export async function sendInvitation(db: Database, config: AppConfig, clubId: number, memberNumber: string): Promise<string> {
  const m = await memberOf(db, clubId, memberNumber);
  if (await loginOf(db, m.id)) throw new HttpError(409, MEMBER_HAS_LOGIN_MESSAGE);
  if (!m.email) throw new HttpError(400, MEMBER_HAS_NO_EMAIL_MESSAGE);
  const club = await clubName(db, clubId);
  await enqueueEmail(db, {
    clubId,
    to: m.email,
    subject: `Your ${club} member portal`,
    text:
      `Hi ${m.firstName},\n\n${club} invites you to its member portal. Open ${config.publicOrigin}/signin/1, choose Register ` +
      `and use this e-mail address; we will send you a link to confirm it.\n\n${club}`,
  });
  return `Registration invitation sent to ${m.email}.`;
}

/** For a member with a login: the same one-hour reset link Forgot Password sends. */
export async function sendResetLink(db: Database, config: AppConfig, clubId: number, memberNumber: string): Promise<string> {
  const m = await memberOf(db, clubId, memberNumber);
  const login = await loginOf(db, m.id);
  if (!login) throw new HttpError(409, MEMBER_HAS_NO_LOGIN_MESSAGE);
  const token = randomToken(32);
  await insertResetToken(db, login.id, sha256Hex(token), new Date(nowMs() + RESET_TOKEN_TTL_MS));
  await enqueueEmail(db, {
    clubId,
    to: login.email,
    subject: 'Reset your password',
    text:
      `Your club sent you a link to choose a new password for your member portal login.\n\n` +
      `Open this link within one hour (it works once):\n${config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}\n\n` +
      `If you did not ask for this, you can ignore this e-mail.`,
  });
  return `Reset link sent to ${login.email}.`;
}
