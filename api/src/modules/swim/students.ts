// Students of a guardian and their payment details (type 17 card, 19 direct debit).
import { eq, inArray } from 'drizzle-orm';
import type { SavePaymentDetailBody, StudentPaymentDetail, SwimStudent } from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { paymentMethods, students, swimLevels } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { resolveCardToken, saveCardAsPaymentMethod, saveDirectDebit } from '../payments';
import { assertHouseholdStudent } from '../household';
import { dayjs, displayDate, ownedStudent, studentsOf, type SwimActor } from './context';
import { now } from '../../lib/clock';

export const PAYMENT_TYPE_CARD = 17;
export const PAYMENT_TYPE_DIRECT_DEBIT = 19;
export const STUDENT_PAYMENT_UPDATED = 'Payment details have been updated.';
const PAYMENT_TYPES = [
  { id: PAYMENT_TYPE_CARD, description: 'Credit Card' },
  { id: PAYMENT_TYPE_DIRECT_DEBIT, description: 'Direct Debit' },
];

export async function listStudents(db: Database, actor: SwimActor): Promise<SwimStudent[]> {
  const kids = await studentsOf(db, actor.guardian.id);
  const levelIds = [...new Set(kids.flatMap((k) => (k.levelId ? [k.levelId] : [])))];
  const levels = new Map(
    levelIds.length ? (await db.select({ id: swimLevels.id, name: swimLevels.name }).from(swimLevels).where(inArray(swimLevels.id, levelIds))).map((l) => [l.id, l.name]) : [],
  );
  return kids.map((s) => ({ s, level: s.levelId ? levels.get(s.levelId) : undefined })).map(({ s, level }) => ({
    studentName: s.name,
    studentNumber: s.studentNumber,
    birthday: s.birthday ? displayDate(s.birthday) : '',
    gender: s.gender ?? '',
    email: s.email ?? '',
    mobile: s.mobile ?? '',
    skills: s.skills ?? '',
    isDirectDebit: s.isDirectDebit,
    paymentId: s.paymentMethodId,
    levelName: level ?? '',
  }));
}

function expiryOptions(club: SwimActor['club']) {
  const year = dayjs(now()).tz(club.timeZone).year();
  return {
    expiryMonthOptions: Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
    expiryYearOptions: Array.from({ length: 8 }, (_, i) => String(year + i)),
  };
}

export async function paymentDetail(db: Database, actor: SwimActor, paymentId: number): Promise<StudentPaymentDetail> {
  const [row] = await db
    .select({ pm: paymentMethods, student: students })
    .from(paymentMethods)
    .innerJoin(students, eq(students.id, paymentMethods.studentId))
    .where(eq(paymentMethods.id, paymentId))
    .limit(1);
  if (!row) throw new HttpError(404, 'Payment details not found.');
  assertHouseholdStudent(actor.guardian.id, row.student);
  const { pm } = row;
  const isCard = pm.kind === 'card';
  const [bsb1, bsb2] = (pm.bsb ?? '').split('-');
  return {
    studentNumber: row.student.studentNumber,
    paymentId: pm.id,
    paymentType: isCard ? PAYMENT_TYPE_CARD : PAYMENT_TYPE_DIRECT_DEBIT,
    paymentTypes: PAYMENT_TYPES,
    ccCardType: isCard ? (pm.cardBrand ?? '') : '',
    ccNumber: isCard && pm.cardLast4 ? `************${pm.cardLast4}` : '',
    ccNameOnCard: isCard ? (pm.nameOnCard ?? '') : '',
    ccExpiryMonth: isCard && pm.cardExpiryMonth ? String(pm.cardExpiryMonth).padStart(2, '0') : '',
    ccExpiryYear: isCard && pm.cardExpiryYear ? String(pm.cardExpiryYear) : '',
    cccVv: '',
    bsbNumber1: isCard ? '' : (bsb1 ?? ''),
    bsbNumber2: isCard ? '' : (bsb2 ?? ''),
    // Only the last 3 digits ever leave the server (docs/spec/design.md §5).
    accountNumber: !isCard && pm.accountNumberLast3 ? `******${pm.accountNumberLast3}` : '',
    accountName: isCard ? '' : (pm.accountName ?? ''),
    token: '',
    tokenReference: '',
    ...expiryOptions(actor.club),
  };
}

/**
 * Replaces the student's default payment method. Validation (card rules, BSB lookup, account
 * number 5-9, name) is the payments module's; the student then points at the new method.
 */
export async function savePaymentDetail(db: Database, actor: SwimActor, body: SavePaymentDetailBody): Promise<string> {
  const student = await ownedStudent(db, actor, body.studentNumber);
  if (body.paymentId) {
    const [pm] = await db
      .select({ studentId: paymentMethods.studentId })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, body.paymentId))
      .limit(1);
    if (pm && pm.studentId !== student.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  }
  if ((body.accountName ?? '').trim().length > 16) throw new HttpError(400, 'Invalid entries. Please verify.');
  let id: number;
  if (body.paymentType === PAYMENT_TYPE_DIRECT_DEBIT) {
    id = await saveDirectDebit(db, { studentId: student.id }, body);
  } else {
    const card = await resolveCardToken(db, { clubId: actor.club.id, studentId: student.id }, body);
    id = await saveCardAsPaymentMethod(db, { studentId: student.id }, card);
  }
  await db.update(students).set({ paymentMethodId: id }).where(eq(students.id, student.id));
  return STUDENT_PAYMENT_UPDATED;
}
