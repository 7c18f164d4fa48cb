// The club's staff logins, managed by its ADMIN: invite ADMIN or STAFF by e-mail with the same
// one-time set-your-password link create-club prints (24 hours, works once), change a role, remove
// access. A removed login's sessions end at once on every instance (changingSessions here, the
// users trigger's notice elsewhere); the club always keeps one ADMIN. An invited ADMIN gets a
// member record as create-club's does; STAFF is a login of the club, not a member.
import { LAST_ADMIN_MESSAGE, LOGIN_EXISTS_MESSAGE, STAFF_NOT_FOUND_MESSAGE, type StaffAccount, type StaffInvite, type StaffRole } from '@portal/shared/contracts';
import { staffInviteErrors } from '@portal/shared/validators';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { nowMs } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
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

/** Creates the login and e-mails its one-time link; answers the new staff member. */
export async function inviteStaff(db: Database, actor: ConsoleActor, input: StaffInvite, opts: InviteOptions): Promise<StaffAccount> {
  assertValid(staffInviteErrors(input));
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (await repo.findUserByEmail(db, actor.clubId, email)) throw new HttpError(400, LOGIN_EXISTS_MESSAGE);
  const token = randomToken(32);
  // Nobody knows this password: the invited person chooses theirs through the link.
  const passwordHash = opts.passwordHash ?? (await hashPassword(randomToken(32)));
  const club = await clubBasics(db, actor.clubId);
  const userId = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [firstName = name, ...rest] = name.split(/\s+/);
    const member =
      input.role === 'ADMIN' ? await insertNewMember(t, { clubId: actor.clubId, firstName, lastName: rest.join(' ') || '-', email, status: 'active' }) : null;
    const user = await repo.insertStaffUser(t, { clubId: actor.clubId, email, passwordHash, role: input.role, memberId: member?.id ?? null });
    if (!opts.passwordHash) {
      await repo.insertLinkToken(t, user.id, sha256Hex(token), new Date(nowMs() + ADMIN_LINK_TTL_HOURS * 3_600_000));
      await enqueueEmail(t, {
        clubId: actor.clubId,
        to: email,
        subject: `${club.name}: your ${input.role === 'ADMIN' ? 'ADMIN' : 'staff'} login`,
        text:
          `Hi ${firstName},\n\n${club.name} has given you a ${input.role} login to its club console.\n` +
          `Open this link within ${ADMIN_LINK_TTL_HOURS} hours to choose your password (it works once):\n${adminLink(opts.publicOrigin, token)}\n\n` +
          `Then sign in with the code ${club.code} and this e-mail address.\n\n${club.name}`,
      });
    }
    return user.id;
  });
  const account = await oneStaff(db, actor, userId);
  // A STAFF login has no member record: its name lives only in the audit log and the e-mail.
  await auditChange(db, actor, 'staff', null, { email, name, role: input.role, invited: true });
  return { ...account, name: account.name || name };
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
