// Waiver form (/waiver): a prospect or member signs the club's waiver ahead of a visit. Stored in
// `waivers` (kind 'waiver') with the signature PNG; dated receipt e-mailed to the signer.
import { and, eq } from 'drizzle-orm';
import type { PublicReceipt, WaiverBody } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { members, waivers } from '../../db/schema';
import { enqueueEmail } from '../outbox';
import { receiptTime, requireClub } from '../../lib/public-club';
import { ageOn, GUARANTOR_REQUIRED, normalEmail, signaturePng } from '../visits';
import { HttpError } from '../../lib/http-error';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { firstRow } from '../../lib/first-row';

export const WAIVER_RECEIVED = 'Thank you, your signed waiver has been received.';

export async function submitWaiver(db: Database, body: WaiverBody, now = clockNow()): Promise<PublicReceipt> {
  const club = await requireClub(db, body.accountId);
  const email = normalEmail(body.email);
  const signature = await signaturePng(body.signature);
  const minor = ageOn(body.dateOfBirth, clubToday(now, club.timeZone)) < 18;
  if (minor && !body.guarantorName?.trim()) throw new HttpError(400, GUARANTOR_REQUIRED);
  const guarantorSignature = minor ? await signaturePng(body.signatureParentGuarantor, GUARANTOR_REQUIRED) : null;
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  // Linked to a member only when number, last name and birth date all match: a typed number alone
  // must not attach a document to someone else's record.
  let memberId: number | null = null;
  if (body.memberNumber?.trim()) {
    const [m] = await db.select().from(members).where(and(eq(members.clubId, club.id), eq(members.memberNumber, body.memberNumber.trim()))).limit(1);
    if (m && m.lastName.toLowerCase() === lastName.toLowerCase() && String(m.dateOfBirth ?? '') === body.dateOfBirth) memberId = m.id;
  }
  const row = firstRow(await db
    .insert(waivers)
    .values({ clubId: club.id, memberId, kind: 'waiver', firstName, lastName, email, dateOfBirth: body.dateOfBirth, signaturePng: signature, guarantorName: minor ? body.guarantorName!.trim() : null, guarantorSignaturePng: guarantorSignature, createdAt: now })
    .returning(), 'inserted waiver');
  const receiptNumber = `WVR-${row.id}`;
  const receivedAt = receiptTime(club, row.createdAt);
  await enqueueEmail(db, { clubId: club.id, to: email, subject: `${club.name}: waiver received`, text: `Hi ${firstName},\n\nWe received your signed waiver (${receiptNumber}) on ${receivedAt}.\n\n${club.name}` });
  return { message: WAIVER_RECEIVED, receiptNumber, receivedAt };
}
