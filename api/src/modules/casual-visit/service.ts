// Casual (day) visit (/prospect-casual-visit): details, reason, signed waiver and the club's
// casual fee paid by card. The fee is the server's; the charge and the visit are one transaction,
// so a declined card stores nothing (not even the payment attempt) and shows the gateway message.
import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { CasualVisitBody, CasualVisitInfo, CasualVisitReceipt } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { casualVisitReasons, casualVisits } from '../../db/schema';
import { formatCents } from './money';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import { REQUIRED } from '@portal/shared/messages';
import { enqueueEmail } from '../outbox';
import { payer, payOnce, resolveCardToken, storedPayment } from '../payments';
import { receiptTime, requireClub } from '../../lib/public-club';
import { ageOn, findOrCreateProspect, GUARANTOR_REQUIRED, normalEmail, signaturePng, visitSettingsOf } from '../visits';
import { firstRow } from '../../lib/first-row';

export const CASUAL_VISIT_PAID = 'Thank you, your casual visit is paid. Your receipt has been e-mailed to you.';
export const INVALID_REASON = 'Please choose a reason for your visit.';

export async function casualVisitInfo(db: Database, accountId: string): Promise<CasualVisitInfo> {
  const club = await requireClub(db, accountId);
  const settings = await visitSettingsOf(db, club.id);
  return { clubName: club.name, feeCents: settings.casualFeeCents, waiverText: settings.waiverText, pciVaultEnabled: Boolean(club.flags.pciVaultEnabled), today: clubToday(clockNow(), club.timeZone) };
}

export async function payCasualVisit(db: Database, body: CasualVisitBody, idempotencyKey: string, now = clockNow()): Promise<CasualVisitReceipt> {
  const club = await requireClub(db, body.accountId);
  // The visitor is who the form says: the key is theirs, for this exact form.
  const purchase = { clubId: club.id, payer: payer.email(body.email), key: idempotencyKey, route: 'POST /public/casual-visit', body };
  const stored = await storedPayment<CasualVisitReceipt>(db, purchase);
  if (stored) return stored;
  const settings = await visitSettingsOf(db, club.id);
  const email = normalEmail(body.email);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (!firstName || !lastName) throw new HttpError(400, REQUIRED);
  const [reason] = await db.select().from(casualVisitReasons).where(and(eq(casualVisitReasons.id, body.reasonId), eq(casualVisitReasons.clubId, club.id)));
  if (!reason) throw new HttpError(400, INVALID_REASON);
  const signature = await signaturePng(body.signature);
  const today = clubToday(now, club.timeZone);
  const minor = ageOn(body.dateOfBirth, today) < 18;
  const guarantorSignature = minor ? await signaturePng(body.signatureParentGuarantor, GUARANTOR_REQUIRED) : null;
  if (minor && !body.guarantorName?.trim()) throw new HttpError(400, GUARANTOR_REQUIRED);
  const card = await resolveCardToken(db, { clubId: club.id }, body);
  const amountCents = settings.casualFeeCents;
  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    const charge = await pay({ amountCents, purpose: 'casual-visit', description: `${club.name} casual visit`, token: card.token });
    if (charge.status !== 'approved') throw new HttpError(402, charge.message);
    const prospectId = await findOrCreateProspect(tx, { clubId: club.id, firstName, lastName, email, mobile: body.mobile, dateOfBirth: body.dateOfBirth, source: 'casual-visit' });
    const visit = firstRow(await tx
      .insert(casualVisits)
      .values({
        clubId: club.id,
        firstName,
        lastName,
        email,
        mobile: body.mobile?.trim() || null,
        dateOfBirth: body.dateOfBirth,
        reasonId: reason.id,
        visitDate: today,
        feeCents: amountCents,
        paymentId: charge.paymentId,
        prospectId,
        signaturePng: signature,
        guarantorName: minor ? body.guarantorName!.trim() : null,
        guarantorSignaturePng: guarantorSignature,
        createdAt: now,
      })
      .returning(), 'inserted casual visit');
    const receipt: CasualVisitReceipt = {
      message: CASUAL_VISIT_PAID,
      receiptNumber: `CV-${visit.id}`,
      receivedAt: receiptTime(club, visit.createdAt),
      clubName: club.name,
      name: `${visit.firstName} ${visit.lastName}`,
      visitDate: dayjs.utc(visit.visitDate).format('DD/MM/YYYY'),
      reason: reason.name,
      amountCents: visit.feeCents,
      card: `${card.brand || 'Card'} ending ${card.last4}`,
    };
    // Queued with the visit itself: a replay (same key, same form) sends nothing again.
    await enqueueEmail(tx as unknown as Database, {
      clubId: club.id,
      to: email,
      subject: `${club.name}: casual visit receipt ${receipt.receiptNumber}`,
      text: [
        `Hi ${firstName},`,
        '',
        `Thank you for visiting ${club.name}. Here is your receipt.`,
        '',
        `Receipt: ${receipt.receiptNumber}`,
        `Date: ${receipt.receivedAt}`,
        `Casual visit on ${receipt.visitDate} (${receipt.reason})`,
        `Amount paid: ${formatCents(receipt.amountCents)} (${receipt.card})`,
        '',
        'You signed the club waiver for this visit.',
        '',
        club.name,
      ].join('\n'),
    });
    return receipt;
  });
  return response;
}
