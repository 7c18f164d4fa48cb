// The club's staff logins, managed by its ADMIN: invite ADMIN or STAFF by e-mail with the same
// one-time set-your-password link create-club prints (24 hours, works once), invite again (a lapsed
// link, a returning staff member, a member made ADMIN), change a role, remove access. A removed login's sessions end at once on every instance (changingSessions here, the
// users trigger's notice elsewhere); the club always keeps one ADMIN. An invited ADMIN gets a
// member record as create-club's does; STAFF is a login of the club, not a member.
import {
  INVITATION_USED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  LOGIN_EXISTS_MESSAGE,
  LOGIN_NOT_A_MEMBER_MESSAGE,
  MEMBER_LOGIN_NOT_STAFF_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  type StaffAccount,
  type StaffInvite,
  type StaffRole,
} from '@portal/shared/contracts';
import { staffInviteErrors } from '@portal/shared/validators';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { nowMs } from '../../lib/clock';
import { FieldError, HttpError } from '../../lib/http-error';
import { changingSessions } from '../../lib/sessions.cached';
import { revokeAllSessions } from '../../lib/sessions';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { assertValid, clubBasics } from '../catalogue-console';
import { adminLink, ADMIN_LINK_TTL_HOURS } from '../club';
import { insertNewMember } from '../join';
import { enqueueEmail } from '../outbox';
import * as repo from './repo';

const nameOf = (r: repo.StaffRow) => [r.firstName, r.lastName].filter(Boolean).join(' ');

function out(r: repo.StaffRow, actor: ConsoleActor): StaffAccount {
  return { id: r.id, email: r.email, name: nameOf(r), role: r.role, invitationPending: Boolean(r.pending), isYou: r.id === actor.userId };
}

export async function listStaff(db: Database, actor: ConsoleActor): Promise<StaffAccount[]> {
  return (await repo.listStaff(db, actor.clubId)).map((r) => out(r, actor));
}

async function oneStaff(db: Database, actor: ConsoleActor, id: number): Promise<StaffAccount> {
  const found = (await repo.listStaff(db, actor.clubId)).find((r) => r.id === id);
  if (!found) throw new HttpError(404, STAFF_NOT_FOUND_MESSAGE);
  return out(found, actor);
}

export interface InviteOptions {
  publicOrigin: string;
  /** The seed's demo logins: a known password instead of a link. */
  passwordHash?: string;
}

type Club = Awaited<ReturnType<typeof clubBasics>> & { id: number };

async function clubOf(db: Database, actor: ConsoleActor): Promise<Club> {
  return { ...(await clubBasics(db, actor.clubId)), id: actor.clubId };
}

/** Ends the login's earlier links and queues the e-mail with a new one (24 hours, works once). */
async function sendLink(db: Database, club: Club, to: { userId: number; email: string; firstName: string; role: StaffRole }, opts: InviteOptions) {
  const token = randomToken(32);
  await repo.endLinks(db, to.userId);
  await repo.insertLinkToken(db, to.userId, sha256Hex(token), new Date(nowMs() + ADMIN_LINK_TTL_HOURS * 3_600_000));
  await enqueueEmail(db, {
    clubId: club.id,
    to: to.email,
    subject: `${club.name}: your ${to.role === 'ADMIN' ? 'ADMIN' : 'staff'} login`,
    text:
      `Hi${to.firstName ? ` ${to.firstName}` : ''},\n\n${club.name} has given you a ${to.role} login to its club console.\n` +
      `Open this link within ${ADMIN_LINK_TTL_HOURS} hours to choose your password (it works once):\n${adminLink(opts.publicOrigin, token)}\n\n` +
      `Then sign in with the code ${club.code} and this e-mail address.\n\n${club.name}`,
  });
}

/** A STAFF login has no member record, so no name to greet after its invitation: then just "Hi,". */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** An ADMIN's member record (as create-club's ADMIN has one), named as invited. */
async function adminMember(db: Database, clubId: number, name: string, email: string): Promise<number> {
  const [firstName = name, ...rest] = name.split(/\s+/);
  return (await insertNewMember(db, { clubId, firstName, lastName: rest.join(' ') || '-', email, status: 'active' })).id;
}

/**
 * Creates the login and e-mails its one-time link; answers the new staff member. An address that
 * already has a login at the club: a removed STAFF or ADMIN gets the role back (and a new link), a
 * member's own login may become ADMIN (their password stays), never STAFF (STAFF is no member).
 */
export async function inviteStaff(db: Database, actor: ConsoleActor, input: StaffInvite, opts: InviteOptions): Promise<StaffAccount> {
  assertValid(staffInviteErrors(input));
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const existing = await repo.findUserByEmail(db, actor.clubId, email);
  if (existing) return giveAccessAgain(db, actor, existing, { ...input, email, name }, opts);
  // Nobody knows this password: the invited person chooses theirs through the link.
  const passwordHash = opts.passwordHash ?? (await hashPassword(randomToken(32)));
  const club = await clubOf(db, actor);
  const userId = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const memberId = input.role === 'ADMIN' ? await adminMember(t, actor.clubId, name, email) : null;
    const user = await repo.insertStaffUser(t, { clubId: actor.clubId, email, passwordHash, role: input.role, memberId });
    if (!opts.passwordHash) await sendLink(t, club, { userId: user.id, email, firstName: firstNameOf(name), role: input.role }, opts);
    return user.id;
  });
  const account = await oneStaff(db, actor, userId);
  // A STAFF login has no member record: its name lives only in the audit log and the e-mail.
  await auditChange(db, actor, 'staff', null, { email, name, role: input.role, invited: true });
  return { ...account, name: account.name || name };
}

async function giveAccessAgain(
  db: Database,
  actor: ConsoleActor,
  login: { id: number; role: string; memberId: number | null },
  input: StaffInvite,
  opts: InviteOptions,
): Promise<StaffAccount> {
  if (login.role === 'ADMIN' || login.role === 'STAFF') throw new FieldError('email', LOGIN_EXISTS_MESSAGE);
  const memberLogin = login.role === 'USER';
  // A swim parent's or a visitor's login has no member record: making it ADMIN would give it one beside its own.
  if (memberLogin && login.memberId === null) throw new FieldError('email', LOGIN_NOT_A_MEMBER_MESSAGE);
  if (memberLogin && input.role === 'STAFF') throw new FieldError('email', MEMBER_LOGIN_NOT_STAFF_MESSAGE);
  const club = await clubOf(db, actor);
  await changingSessions(db, async (tx) => {
    const t = tx as unknown as Database;
    const memberId = login.memberId ?? (input.role === 'ADMIN' ? await adminMember(t, actor.clubId, input.name, input.email) : null);
    await repo.restoreAccess(t, actor.clubId, login.id, { role: input.role, memberId });
    // A member keeps the password they sign in with; a former STAFF may have forgotten theirs.
    if (memberLogin) await enqueueEmail(t, adminNotice(club, input));
    else await sendLink(t, club, { userId: login.id, email: input.email, firstName: firstNameOf(input.name), role: input.role }, opts);
  });
  await auditChange(db, actor, 'staff', { email: input.email, role: 'none' }, { email: input.email, name: input.name, role: input.role, invited: true });
  return oneStaff(db, actor, login.id);
}

function adminNotice(club: Club, input: StaffInvite) {
  return {
    clubId: club.id,
    to: input.email,
    subject: `${club.name}: your ADMIN login`,
    text:
      `Hi ${firstNameOf(input.name)},\n\n${club.name} has made your member login an ADMIN login of its club console.\n` +
      `Sign in as you always do (code ${club.code}, this e-mail address and your password): the console is in the menu.\n\n${club.name}`,
  };
}

/** A new link for an invitation not used yet (the first may have lapsed or been lost); earlier links stop working. */
export async function inviteAgain(db: Database, actor: ConsoleActor, id: number, opts: InviteOptions): Promise<StaffAccount> {
  const before = await oneStaff(db, actor, id);
  if (!before.invitationPending) throw new HttpError(409, INVITATION_USED_MESSAGE);
  const club = await clubOf(db, actor);
  await db.transaction(async (tx) =>
    sendLink(tx as unknown as Database, club, { userId: id, email: before.email, firstName: firstNameOf(before.name), role: before.role }, opts),
  );
  await auditChange(db, actor, 'staff', { email: before.email }, { email: before.email, invitedAgain: true });
  return oneStaff(db, actor, id);
}

/** ADMIN <-> STAFF; never the club's last ADMIN down to STAFF. */
export async function changeRole(db: Database, actor: ConsoleActor, id: number, role: StaffRole): Promise<StaffAccount> {
  const before = await oneStaff(db, actor, id);
  if (before.role === role) return before;
  await changingSessions(db, async (tx) => {
    const t = tx as unknown as Database;
    const admins = await repo.lockAdmins(t, actor.clubId);
    if (before.role === 'ADMIN' && admins.filter((a) => a !== id).length === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
    await repo.setRole(t, actor.clubId, id, role);
  });
  await auditChange(db, actor, 'staff', { email: before.email, role: before.role }, { email: before.email, role });
  return oneStaff(db, actor, id);
}

/**
 * No more console: a member keeps their member login (role USER), a STAFF login becomes a GUEST
 * (refused everywhere); its sessions and outstanding links end now.
 */
export async function removeAccess(db: Database, actor: ConsoleActor, id: number): Promise<{ message: string }> {
  const before = (await repo.listStaff(db, actor.clubId)).find((r) => r.id === id);
  if (!before) throw new HttpError(404, STAFF_NOT_FOUND_MESSAGE);
  await changingSessions(db, async (tx) => {
    const t = tx as unknown as Database;
    const admins = await repo.lockAdmins(t, actor.clubId);
    if (before.role === 'ADMIN' && admins.filter((a) => a !== id).length === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
    await repo.setRole(t, actor.clubId, id, before.memberId ? 'USER' : 'GUEST');
    await repo.endLinks(t, id);
    await revokeAllSessions(t, id);
  });
  await auditChange(db, actor, 'staff', { email: before.email, role: before.role }, { email: before.email, role: 'none' });
  return { message: `${before.email} can no longer use the club console.` };
}
