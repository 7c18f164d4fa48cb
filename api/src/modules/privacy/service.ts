// A member's privacy self-service. "Download my data": one JSON document of everything the club
// holds about them, and the same as a readable PDF. "Delete my account": their password, then an e-mailed one-time link, then a
// grace period (DELETION_GRACE_DAYS) in which they can sign in and cancel, then the erasure job
// (erase-job.ts) anonymises them: they cannot sign in again, the club's payment totals are unchanged.
import {
  type AccountDeletion,
  DELETION_CANCELLED_MESSAGE,
  DELETION_GRACE_DAYS,
  DELETION_LINK_HOURS,
  DELETION_LINK_INVALID_MESSAGE,
  DELETION_REQUESTED_MESSAGE,
  DELETION_SCHEDULED_MESSAGE,
  type MyData,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { verifyPassword } from '../../db/passwords';
import { now, nowMs } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { memberContext } from '../../lib/member-context';
import type { SessionUser } from '../../plugins/session-user';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueEmail } from '../outbox';
import { scheduleErasure } from './erase-job';
import { renderMyDataPdf } from './my-data-pdf';
import { myDataSections } from './my-data-readable';
import * as repo from './repo';

const WRONG_PASSWORD = 'The password is not correct.';

export async function myData(db: Database, user: SessionUser): Promise<MyData> {
  const { member } = await memberContext(db, user);
  const d = await repo.memberData(db, member.id, user.userId);
  return {
    exportedAt: now().toISOString(),
    profile: d.profile,
    children: d.children,
    memberships: d.memberships,
    bookings: { classes: d.classes, personalTraining: d.personalTraining, creche: d.creche },
    payments: d.payments,
    orders: d.orders,
    signedDocuments: d.signedDocuments,
  };
}

/** The same document as a readable PDF (profile, children, memberships, bookings, payments, orders, signed documents). */
export async function myDataPdf(db: Database, user: SessionUser): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { member, club } = await memberContext(db, user);
  const data = await myData(db, user);
  const sections = myDataSections(data, await repo.readableNames(db, member.id));
  const pdf = await renderMyDataPdf({ clubName: club.name, memberName: `${member.firstName} ${member.lastName}`, exportedAt: data.exportedAt, sections });
  return { pdf, fileName: 'my-data.pdf' };
}

function stateOf(row: Awaited<ReturnType<typeof repo.openDeletion>>): AccountDeletion {
  if (!row) return { state: 'none', eraseAt: null, message: '' };
  if (!row.confirmedAt) return { state: 'awaiting-confirmation', eraseAt: null, message: DELETION_REQUESTED_MESSAGE };
  return { state: 'scheduled', eraseAt: row.eraseAt?.toISOString() ?? null, message: DELETION_SCHEDULED_MESSAGE };
}

export async function deletionState(db: Database, user: SessionUser): Promise<AccountDeletion> {
  return stateOf(await repo.openDeletion(db, user.userId));
}

export async function requestDeletion(db: Database, user: SessionUser, password: string, publicOrigin: string): Promise<AccountDeletion> {
  const { member, club } = await memberContext(db, user);
  const hash = await repo.passwordHashOf(db, user.userId);
  if (!hash || !(await verifyPassword(hash, password))) throw new HttpError(400, WRONG_PASSWORD);
  if (!member.email) throw new HttpError(400, 'Add your e-mail address to your profile first: the confirmation is e-mailed.');
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const open = await repo.openDeletion(t, user.userId);
    if (open) await repo.setDeletion(t, open.id, { cancelledAt: now() });
    await repo.insertDeletion(t, {
      clubId: user.clubId,
      userId: user.userId,
      memberId: member.id,
      tokenHash: sha256Hex(token),
      tokenExpiresAt: new Date(nowMs() + DELETION_LINK_HOURS * 3_600_000),
    });
    await enqueueEmail(t, {
      clubId: user.clubId,
      to: member.email!,
      subject: `${club.name}: confirm deleting your account`,
      text:
        `Hi ${member.firstName},\n\nYou asked to delete your ${club.name} account. Open this link within ${DELETION_LINK_HOURS} hours to confirm (it works once):\n` +
        `${publicOrigin.replace(/\/+$/, '')}/confirm-account-deletion?token=${encodeURIComponent(token)}\n\n` +
        `Your account is deleted ${DELETION_GRACE_DAYS} days after you confirm; until then you can sign in and cancel.\n` +
        `If you did not ask for this, ignore this e-mail.\n\n${club.name}`,
    });
  });
  return deletionState(db, user);
}

/** The e-mailed link (signed in or not): starts the grace period and schedules the erasure. */
export async function confirmDeletion(db: Database, token: string): Promise<AccountDeletion> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await repo.deletionByToken(t, sha256Hex(token));
    if (!row || row.cancelledAt || row.erasedAt || row.confirmedAt || row.tokenExpiresAt.getTime() < nowMs()) throw new HttpError(400, DELETION_LINK_INVALID_MESSAGE);
    const eraseAt = new Date(nowMs() + DELETION_GRACE_DAYS * 86_400_000);
    await repo.setDeletion(t, row.id, { confirmedAt: now(), eraseAt });
    await scheduleErasure(t, row.id, eraseAt);
    return { state: 'scheduled', eraseAt: eraseAt.toISOString(), message: DELETION_SCHEDULED_MESSAGE } as AccountDeletion;
  });
}

export async function cancelDeletion(db: Database, user: SessionUser): Promise<AccountDeletion> {
  const open = await repo.openDeletion(db, user.userId);
  if (open) await repo.setDeletion(db, open.id, { cancelledAt: now() });
  return { state: 'none', eraseAt: null, message: DELETION_CANCELLED_MESSAGE };
}
