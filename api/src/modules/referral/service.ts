// Refer a friend (/refer-a-friend): stored as a referral and a prospect lead for the club to
// contact. Nothing is e-mailed to the friend: a public form that mails any typed address would be
// a spam relay, so the club makes the contact; the referrer gets a receipt.
import { and, eq } from 'drizzle-orm';
import type { PublicReceipt, ReferralBody } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { members, referrals } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { enqueueEmail } from '../outbox';
import { receiptTime, requireClub } from '../../lib/public-club';
import { findOrCreateProspect, normalEmail } from '../visits';
import { now as clockNow } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';

export const REFERRAL_RECEIVED = 'Thank you for referring a friend, the club will be in touch with them.';
export const FRIEND_CONTACT_REQUIRED = "Please enter your friend's e-mail or mobile.";

export async function submitReferral(db: Database, body: ReferralBody, now = clockNow()): Promise<PublicReceipt> {
  const club = await requireClub(db, body.accountId);
  const referrerEmail = normalEmail(body.referrerEmail);
  const friendEmail = body.friendEmail?.trim() ? normalEmail(body.friendEmail) : null;
  const friendMobile = body.friendMobile?.trim() || null;
  if (!friendEmail && !friendMobile) throw new HttpError(400, FRIEND_CONTACT_REQUIRED);
  if (friendEmail === referrerEmail) throw new HttpError(400, 'Please enter your friend\'s details, not your own.');
  // Credited to a member only when the number and the e-mail on file agree.
  let referrerMemberId: number | null = null;
  if (body.referrerMemberNumber?.trim()) {
    const [m] = await db.select().from(members).where(and(eq(members.clubId, club.id), eq(members.memberNumber, body.referrerMemberNumber.trim()))).limit(1);
    if (m && (m.email ?? '').toLowerCase() === referrerEmail) referrerMemberId = m.id;
  }
  const friendFirstName = body.friendFirstName.trim();
  const friendLastName = body.friendLastName.trim();
  const row = await db.transaction(async (tx) => {
    if (friendEmail) await findOrCreateProspect(tx, { clubId: club.id, firstName: friendFirstName, lastName: friendLastName, email: friendEmail, mobile: friendMobile, source: 'referral' });
    const r = firstRow(await tx
      .insert(referrals)
      .values({ clubId: club.id, referrerMemberId, referrerName: body.referrerName.trim(), referrerEmail, friendFirstName, friendLastName, friendEmail, friendMobile, createdAt: now })
      .returning(), 'inserted referral');
    return r;
  });
  const receiptNumber = `REF-${row.id}`;
  const receivedAt = receiptTime(club, row.createdAt);
  await enqueueEmail(db, { clubId: club.id, to: referrerEmail, subject: `${club.name}: thanks for your referral`, text: `Hi ${body.referrerName.trim()},\n\nThank you for referring ${friendFirstName} ${friendLastName} (${receiptNumber}, ${receivedAt}). We will be in touch with them.\n\n${club.name}` });
  if (club.email) {
    await enqueueEmail(db, { clubId: club.id, to: club.email, subject: `Referral: ${friendFirstName} ${friendLastName}`, text: `${receiptNumber} received ${receivedAt}\nFriend: ${friendFirstName} ${friendLastName}, ${friendEmail ?? '-'}, ${friendMobile ?? '-'}\nReferred by: ${body.referrerName.trim()} (${referrerEmail})${referrerMemberId ? `, member ${body.referrerMemberNumber}` : ''}\n\n${body.message?.trim() || ''}` });
  }
  return { message: REFERRAL_RECEIVED, receiptNumber, receivedAt };
}
