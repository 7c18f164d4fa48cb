// The member-requests module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import type { MemberRequestBody, MemberRequestForm, PublicReceipt } from '@portal/shared/contracts';
import { EMAIL, INVALID_DATE } from '@portal/shared/messages';
import { EMAIL_PATTERN } from '@portal/shared/validators';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberRequests, type MemberRow, members, suspensionReasons, users } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { firstRow } from '../../lib/first-row';
import { HttpError } from '../../lib/http-error';
import { linkedRow } from '../../lib/linked-rows';
import { receiptTime, requireClub } from '../../lib/public-club';
import { enqueueEmail } from '../outbox';

export type RequestKind = 'suspension' | 'cancellation';

export const CANCELLATION_REASONS = [
  'Moving away',
  'Financial reasons',
  'Medical reasons',
  'Not using the club',
  'Other',
];

export const MISSING_CLUB = 'This form link is missing its club. Please use the link from your club.';

const label = (kind: RequestKind) => (kind === 'suspension' ? 'suspension' : 'cancellation');

/** The signed-in user's member record at this club (a member opens the form from /membership), or null. */
async function signedInMember(
  db: Database,
  clubId: number,
  userId: number | null | undefined,
): Promise<MemberRow | null> {
  if (!userId) return null;
  return (await linkedRow(db, members, users, users.memberId, and(eq(users.id, userId), eq(members.clubId, clubId)))) ?? null;
}

export async function requestForm(
  db: Database,
  kind: RequestKind,
  query: { code?: string; accountId?: string },
  userId?: number | null,
): Promise<MemberRequestForm> {
  const key = query.accountId?.trim() || query.code?.trim();
  if (!key) throw new HttpError(400, MISSING_CLUB);
  const club = await requireClub(db, key);
  const reasons =
    kind === 'suspension'
      ? (
          await db
            .select()
            .from(suspensionReasons)
            .where(eq(suspensionReasons.clubId, club.id))
            .orderBy(asc(suspensionReasons.id))
        ).map((r) => r.reasonText)
      : CANCELLATION_REASONS;
  const member = await signedInMember(db, club.id, userId);
  return {
    accountId: club.accountId,
    clubName: club.name,
    reasons,
    today: clubToday(clockNow(), club.timeZone),
    maxSuspensionDays: club.maxSuspensionDays,
    ...(member
      ? {
          member: {
            memberNumber: member.memberNumber,
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email ?? '',
          },
        }
      : {}),
  };
}

export async function submitRequest(
  db: Database,
  kind: RequestKind,
  typed: MemberRequestBody,
  userId?: number | null,
  now = clockNow(),
): Promise<PublicReceipt> {
  const club = await requireClub(db, typed.accountId);
  // Signed in as a member of this club: the request is theirs, and its receipt goes to the e-mail
  // on their record (never to an address typed into the form).
  const own = await signedInMember(db, club.id, userId);
  const body: MemberRequestBody = own
    ? {
        ...typed,
        memberNumber: own.memberNumber,
        firstName: own.firstName,
        lastName: own.lastName,
        email: own.email || typed.email,
      }
    : typed;
  const email = body.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, EMAIL);
  const today = clubToday(now, club.timeZone);
  if (body.fromDate < today) throw new HttpError(400, INVALID_DATE);
  if (kind === 'suspension') {
    if (!body.toDate || body.toDate < body.fromDate) throw new HttpError(400, INVALID_DATE);
    const days = (Date.parse(body.toDate) - Date.parse(body.fromDate)) / 86_400_000 + 1;
    if (days > club.maxSuspensionDays)
      throw new HttpError(400, `A suspension can be at most ${club.maxSuspensionDays} days.`);
  }
  const [member] = own
    ? [{ id: own.id }]
    : await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.clubId, club.id),
            eq(members.memberNumber, body.memberNumber.trim()),
            sql`lower(${members.lastName}) = ${body.lastName.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
  const reason = body.comments?.trim() ? `${body.reason.trim()}: ${body.comments.trim()}` : body.reason.trim();
  const row = firstRow(await db
    .insert(memberRequests)
    .values({
      clubId: club.id,
      memberId: member?.id ?? null,
      kind,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email,
      mobile: body.mobile?.trim() || null,
      fromDate: body.fromDate,
      toDate: kind === 'suspension' ? (body.toDate ?? null) : null,
      reason,
      createdAt: now,
    })
    .returning(), 'inserted member request');
  const receiptNumber = `${kind === 'suspension' ? 'SUS' : 'CAN'}-${row.id}`;
  const receivedAt = receiptTime(club, row.createdAt);
  const dates = kind === 'suspension' ? `from ${body.fromDate} to ${body.toDate}` : `effective ${body.fromDate}`;
  await enqueueEmail(db, {
    clubId: club.id,
    to: email,
    subject: `${club.name}: your ${label(kind)} request ${receiptNumber}`,
    text: `Hi ${body.firstName.trim()},\n\nWe received your ${label(kind)} request (${receiptNumber}) for member number ${body.memberNumber.trim()} ${dates} on ${receivedAt}. Reason: ${reason}.\n\nThe club will contact you to confirm.\n\n${club.name}`,
  });
  if (club.email) {
    await enqueueEmail(db, {
      clubId: club.id,
      to: club.email,
      subject: `New ${label(kind)} request ${receiptNumber}`,
      text: `Member number ${body.memberNumber.trim()} (${body.firstName.trim()} ${body.lastName.trim()}, ${email}) ${member ? '' : '[no matching member] '}asked for a ${label(kind)} ${dates}. Reason: ${reason}. Received ${receivedAt}.`,
    });
  }
  return {
    message: `Your ${label(kind)} request has been received. A receipt has been sent to ${email}.`,
    receiptNumber,
    receivedAt,
  };
}
