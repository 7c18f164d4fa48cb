// Prospect inquiries: stored as an inquiry (and a prospect lead), acknowledged to the visitor and
// forwarded to the club's inbox through the outbox.
import { asc, eq } from 'drizzle-orm';
import type { LookupOption, ProspectInquiryBody, PublicReceipt } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { casualVisitReasons, howDidYouHearOptions, inquiries, prospects } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { EMAIL } from '@portal/shared/messages';
import { enqueueEmail } from '../outbox';
import { receiptTime, requireClub } from '../../lib/public-club';
import { now as clockNow } from '../../lib/clock';
import { EMAIL_PATTERN } from '@portal/shared/validators';
import { firstRow } from '../../lib/first-row';

export const INQUIRY_RECEIVED = 'Thank you, we have received your inquiry and will be in touch soon.';

/** One of the club's pick lists of the public forms, in the club's order. */
async function pickList(db: Database, accountId: string, list: typeof howDidYouHearOptions | typeof casualVisitReasons): Promise<LookupOption[]> {
  const club = await requireClub(db, accountId);
  return db
    .select({ id: list.id, name: list.name })
    .from(list)
    .where(eq(list.clubId, club.id))
    .orderBy(asc(list.sortOrder), asc(list.id));
}

export const howDidYouHear = (db: Database, accountId: string) => pickList(db, accountId, howDidYouHearOptions);

export const casualReasons = (db: Database, accountId: string) => pickList(db, accountId, casualVisitReasons);

export async function submitInquiry(db: Database, body: ProspectInquiryBody, now = clockNow()): Promise<PublicReceipt> {
  const club = await requireClub(db, body.accountId);
  const email = body.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, EMAIL);
  let hearName: string | null = null;
  if (body.howDidYouHearId) {
    const [opt] = await db.select().from(howDidYouHearOptions).where(eq(howDidYouHearOptions.id, body.howDidYouHearId));
    // Another club's option id is treated as not chosen rather than leaking that it exists.
    hearName = opt && opt.clubId === club.id ? opt.name : null;
  }
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const row = await db.transaction(async (tx) => {
    const prospect = firstRow(await tx
      .insert(prospects)
      .values({ clubId: club.id, firstName, lastName, email, mobile: body.mobile?.trim() || null, source: 'inquiry', howDidYouHear: hearName, notes: body.message?.trim() || null })
      .returning(), 'inserted prospect');
    const inquiry = firstRow(await tx
      .insert(inquiries)
      .values({
        clubId: club.id,
        prospectId: prospect.id,
        firstName,
        lastName,
        email,
        mobile: body.mobile?.trim() || null,
        howDidYouHearId: hearName ? body.howDidYouHearId ?? null : null,
        message: body.message?.trim() || null,
        createdAt: now,
      })
      .returning(), 'inserted inquiry');
    return inquiry;
  });
  const receiptNumber = `INQ-${row.id}`;
  const receivedAt = receiptTime(club, row.createdAt);
  await enqueueEmail(db, {
    clubId: club.id,
    to: email,
    subject: `${club.name}: we received your inquiry`,
    text: `Hi ${firstName},\n\nThank you for your interest in ${club.name}. We received your inquiry (${receiptNumber}) on ${receivedAt} and will be in touch soon.\n\n${club.name}${club.phone ? `\n${club.phone}` : ''}`,
  });
  if (club.email) {
    await enqueueEmail(db, {
      clubId: club.id,
      to: club.email,
      subject: `New inquiry from ${firstName} ${lastName}`,
      text: [
        `Inquiry ${receiptNumber} received ${receivedAt}`,
        `Name: ${firstName} ${lastName}`,
        `E-mail: ${email}`,
        `Mobile: ${body.mobile?.trim() || '-'}`,
        `How did you hear: ${hearName ?? '-'}`,
        '',
        body.message?.trim() || '(no message)',
      ].join('\n'),
    });
  }
  return { message: INQUIRY_RECEIVED, receiptNumber, receivedAt };
}
