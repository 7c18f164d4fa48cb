// Inviting the imported members to the portal, when the club chooses and throttled for the mail
// provider: a job on the job table sends one batch (INVITES_PER_BATCH) and schedules the next a
// minute later until the count is reached. Each invited member gets a login nobody knows the
// password of and a one-time link to choose theirs (the reset-password token, as staff invites
// and create-club use). The console reads who was invited, who signed in, whose mail bounced.
import { INVITE_LINK_DAYS, INVITE_SEND_AT_MESSAGE, INVITES_PER_BATCH, type InviteRequest, type MemberInvites, type InviteState } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import type { ConsoleActor } from '../../lib/club-audit';
import { now, nowMs } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { adminLink } from '../club';
import { registerJobHandler, scheduleJob } from '../notifications';
import { enqueueEmail } from '../outbox';
import * as repo from './repo';

const INVITE_JOB = 'member-invites';
const BATCH_GAP_MS = 60_000;
const MAX_AHEAD_MS = 90 * 86_400_000;

async function scheduleRun(db: Database, clubId: number, remaining: number, runAt: Date, key: string): Promise<void> {
  await scheduleJob(db, { kind: INVITE_JOB, runAt, payload: { clubId, remaining }, dedupeKey: `${INVITE_JOB}:${clubId}:${key}` });
}

export async function scheduleInvites(db: Database, actor: ConsoleActor, input: InviteRequest): Promise<MemberInvites> {
  const at = input.sendAt ? new Date(input.sendAt) : now();
  if (Number.isNaN(at.getTime()) || at.getTime() > nowMs() + MAX_AHEAD_MS) throw new HttpError(400, INVITE_SEND_AT_MESSAGE);
  const runAt = at.getTime() < nowMs() ? now() : at;
  await scheduleRun(db, actor.clubId, input.count, runAt, `${nowMs()}:${randomToken(6)}`);
  return inviteStatus(db, actor);
}

export async function inviteStatus(db: Database, actor: ConsoleActor): Promise<MemberInvites> {
  const counts = await repo.inviteCounts(db, actor.clubId);
  const scheduled = await repo.scheduledInvites(db, actor.clubId, INVITE_JOB);
  const members = (await repo.inviteStates(db, actor.clubId, 500)).map((m) => {
    const state: InviteState = !m.invitedAt ? 'not-invited' : m.bounced ? 'bounced' : m.signedIn ? 'signed-in' : 'invited';
    return { memberId: m.memberId, name: `${m.firstName} ${m.lastName}`, email: m.email, state, invitedAt: m.invitedAt?.toISOString() ?? null };
  });
  return { ...counts, scheduled: Math.min(scheduled, counts.imported - counts.invited), members };
}

/** One batch: logins, links and e-mails for the next members, then the next batch a minute later. */
async function runInviteBatch(db: Database, clubId: number, remaining: number, publicOrigin: string, jobId: number): Promise<number> {
  const take = Math.min(INVITES_PER_BATCH, remaining);
  const due = await repo.membersToInvite(db, clubId, take);
  if (!due.length) return 0;
  const club = await repo.clubNameAndCode(db, clubId);
  // Nobody knows this password: each member chooses theirs through the link.
  const passwordHash = await hashPassword(randomToken(32));
  const expiresAt = new Date(nowMs() + INVITE_LINK_DAYS * 86_400_000);
  let sent = 0;
  for (const m of due) {
    const email = (m.email ?? '').toLowerCase();
    const user = await repo.insertInvitedUser(db, { clubId, memberId: m.id, email, passwordHash });
    if (!user) continue;
    const token = randomToken(32);
    await repo.insertInviteToken(db, user.id, sha256Hex(token), expiresAt);
    const mail = await enqueueEmail(db, {
      clubId,
      to: email,
      subject: `${club.name}: your member portal`,
      text:
        `Hi ${m.firstName},\n\n${club.name} has a new member portal, and your membership has moved over with you.\n` +
        `Open this link within ${INVITE_LINK_DAYS} days to choose your password (it works once):\n${adminLink(publicOrigin, token)}\n\n` +
        `Then sign in with the club code ${club.code} and this e-mail address.\n\n${club.name}`,
    });
    await repo.insertInvite(db, { clubId, memberId: m.id, userId: user.id, outboxId: mail.id });
    sent += 1;
  }
  const left = remaining - due.length;
  if (left > 0 && due.length === take) await scheduleRun(db, clubId, left, new Date(nowMs() + BATCH_GAP_MS), `after:${jobId}`);
  return sent;
}

registerJobHandler(INVITE_JOB, async (tx, job, ctx) => {
  await runInviteBatch(tx, Number(job.payload.clubId), Number(job.payload.remaining), ctx.publicOrigin, job.id);
});
