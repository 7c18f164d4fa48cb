// Prospect guarantor form (/guarantor): a parent or guarantor signs for a person under 18 who
// is joining or visiting. Stored in `waivers` (kind 'guarantor'); receipt e-mailed to the
// guarantor and a copy to the club.
import type { GuarantorBody, PublicReceipt } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { waivers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { enqueueEmail } from '../outbox';
import { receiptTime, requireClub } from '../../lib/public-club';
import { ageOn, normalEmail, signaturePng } from '../visits';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { firstRow } from '../../lib/first-row';

export const GUARANTOR_RECEIVED = 'Thank you, the signed guarantor form has been received.';
export const NOT_A_MINOR = 'A guarantor form is only needed for someone under 18.';

export async function submitGuarantor(db: Database, body: GuarantorBody, now = clockNow()): Promise<PublicReceipt> {
  const club = await requireClub(db, body.accountId);
  const email = normalEmail(body.guarantorEmail);
  const signature = await signaturePng(body.signature);
  if (ageOn(body.memberDateOfBirth, clubToday(now, club.timeZone)) >= 18) throw new HttpError(400, NOT_A_MINOR);
  const guarantorName = body.guarantorName.trim();
  const firstName = body.memberFirstName.trim();
  const lastName = body.memberLastName.trim();
  const row = firstRow(await db
    .insert(waivers)
    .values({
      clubId: club.id,
      kind: 'guarantor',
      firstName,
      lastName,
      dateOfBirth: body.memberDateOfBirth,
      guarantorName,
      guarantorEmail: email,
      guarantorMobile: body.guarantorMobile?.trim() || null,
      guarantorSignaturePng: signature,
      answers: body.memberNumber?.trim() ? { memberNumber: body.memberNumber.trim() } : null,
      createdAt: now,
    })
    .returning(), 'inserted guarantor waiver');
  const receiptNumber = `GRT-${row.id}`;
  const receivedAt = receiptTime(club, row.createdAt);
  await enqueueEmail(db, { clubId: club.id, to: email, subject: `${club.name}: guarantor form received`, text: `Hi ${guarantorName},\n\nWe received your signed guarantor form (${receiptNumber}) for ${firstName} ${lastName} on ${receivedAt}.\n\n${club.name}` });
  if (club.email) {
    await enqueueEmail(db, { clubId: club.id, to: club.email, subject: `Guarantor form for ${firstName} ${lastName}`, text: `${receiptNumber} received ${receivedAt}\nPerson: ${firstName} ${lastName} (born ${body.memberDateOfBirth})${body.memberNumber ? `\nMember number: ${body.memberNumber}` : ''}\nGuarantor: ${guarantorName}, ${email}, ${body.guarantorMobile?.trim() || '-'}` });
  }
  return { message: GUARANTOR_RECEIVED, receiptNumber, receivedAt };
}
