// SQL of a member's privacy self-service: their data (every table that names them, as JSON rows),
// their deletion requests, and the erasure itself: personal data erased or anonymised in one
// transaction while the financial rows (payments, memberships, orders) stay with their amounts.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountDeletions, members, memberKids, memberships, paymentMethods, payments, users, waivers } from '../../db/schema';
import { now } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) =>
  (result as { rows: Row[] }).rows.map((r) => (typeof r.r === 'string' ? (JSON.parse(r.r) as Row) : (r.r as Row)));

/** The member's rows of a table (JSON, dates as text), without the columns named. */
async function rowsFor(db: Database, table: string, where: ReturnType<typeof sql>, omit: string[] = []): Promise<Row[]> {
  const rows = rowsOf(await db.execute(sql`select row_to_json(t) as r from ${sql.raw(`"${table}"`)} t where ${where} order by t.id`));
  for (const row of rows) for (const column of omit) delete row[column];
  return rows;
}

export async function memberData(db: Database, memberId: number, userId: number) {
  const own = sql`t.member_id = ${memberId}`;
  return {
    profile: (await rowsFor(db, 'members', sql`t.id = ${memberId}`, ['external_id']))[0] ?? {},
    children: await rowsFor(db, 'member_kids', own),
    memberships: await rowsFor(db, 'memberships', own, ['signature_png', 'guarantor_signature_png', 'signup_details']),
    classes: await rowsFor(db, 'class_bookings', own),
    personalTraining: await rowsFor(db, 'pt_bookings', own),
    creche: await rowsFor(db, 'creche_bookings', own),
    payments: await rowsFor(db, 'payments', own, ['idempotency_key']),
    orders: await rowsFor(db, 'orders', sql`t.user_id = ${userId}`),
    signedDocuments: [
      ...(await rowsFor(db, 'waivers', own, ['signature_png', 'guarantor_signature_png'])).map((w) => ({ kind: 'waiver', ...w })),
      ...(await rowsFor(db, 'memberships', sql`t.member_id = ${memberId} and t.signed_at is not null`, ['signature_png', 'guarantor_signature_png', 'signup_details'])).map(
        (m) => ({ kind: 'membership agreement', id: m.id, signed_at: m.signed_at, pdf_file_name: m.pdf_file_name }),
      ),
    ],
  };
}

/** What the readable PDF names beside the raw rows: the class, trainer, creche session and membership type of each. */
export async function readableNames(db: Database, memberId: number) {
  const names = async (query: ReturnType<typeof sql>) =>
    new Map(
      (rowsOf(await db.execute(query)) as { id: number; name: string; starts_at?: string }[]).map((r) => [r.id, r]),
    );
  return {
    classes: await names(sql`select json_build_object('id', b.id, 'name', c.name, 'starts_at', s.starts_at) as r
      from class_bookings b join class_schedules s on s.id = b.schedule_id join classes c on c.id = s.class_id where b.member_id = ${memberId}`),
    personalTraining: await names(sql`select json_build_object('id', b.id, 'name', t.name) as r
      from pt_bookings b join trainers t on t.id = b.trainer_id where b.member_id = ${memberId}`),
    creche: await names(sql`select json_build_object('id', b.id, 'name', s.name, 'starts_at', s.starts_at) as r
      from creche_bookings b join creche_sessions s on s.id = b.session_id where b.member_id = ${memberId}`),
    memberships: await names(sql`select json_build_object('id', m.id, 'name', t.description) as r
      from memberships m join membership_types t on t.id = m.membership_type_id where m.member_id = ${memberId}`),
  };
}


export async function passwordHashOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

export async function insertDeletion(db: Database, v: typeof accountDeletions.$inferInsert) {
  return firstRow(await db.insert(accountDeletions).values(v).returning(), 'inserted account deletion');
}

/** The user's latest deletion request still open (not cancelled, not erased). */
export async function openDeletion(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt)))
    .orderBy(desc(accountDeletions.id))
    .limit(1);
  return row;
}

export async function deletionByToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.tokenHash, tokenHash)).for('update');
  return row;
}

export async function lockDeletion(db: Database, id: number) {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.id, id)).for('update');
  return row;
}

export async function setDeletion(db: Database, id: number, values: Partial<typeof accountDeletions.$inferInsert>): Promise<void> {
  await db.update(accountDeletions).set(values).where(eq(accountDeletions.id, id));
}

/** Personal data erased or anonymised; what the books need (amounts, dates, what was bought) stays. */
export async function anonymise(db: Database, memberId: number, userId: number, tombstone: string, passwordHash: string): Promise<void> {
  const at = now();
  await db
    .update(members)
    .set({
      firstName: 'Deleted',
      lastName: 'member',
      email: null,
      mobile: null,
      homePhone: null,
      workPhone: null,
      street: null,
      suburb: null,
      state: null,
      postCode: null,
      dateOfBirth: null,
      gender: null,
      emergencyContactName: null,
      emergencyContactNo: null,
      employer: null,
      occupation: null,
      avatarPng: null,
      processorReference: null,
      externalId: null,
      status: 'inactive',
    })
    .where(eq(members.id, memberId));
  await db
    .update(memberKids)
    .set({ firstName: 'Deleted', lastName: 'child', dateOfBirth: null, gender: null, notes: null, deletedAt: at })
    .where(eq(memberKids.memberId, memberId));
  await db
    .update(waivers)
    .set({ firstName: 'Deleted', lastName: 'member', email: null, dateOfBirth: null, answers: null, signaturePng: null, guarantorName: null, guarantorSignaturePng: null, guarantorEmail: null, guarantorMobile: null })
    .where(eq(waivers.memberId, memberId));
  await db.update(memberships).set({ signaturePng: null, guarantorSignaturePng: null, signupDetails: null }).where(eq(memberships.memberId, memberId));
  await db
    .update(paymentMethods)
    .set({ cardToken: null, nameOnCard: null, accountName: null, accountNumber: null, bsb: null })
    .where(eq(paymentMethods.memberId, memberId));
  await db.update(payments).set({ cardLast4: null }).where(eq(payments.memberId, memberId));
  await db.update(users).set({ email: tombstone, userName: tombstone, passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}
