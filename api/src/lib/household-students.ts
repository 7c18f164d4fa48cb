// A swim student's payer is their guardian: the guardian's household holds its students
// (docs/decisions.md "The swim guardian is a household payer"). The link, students.guardian_id, is
// read here and in the household module alone (household/students.ts). It lives below every module,
// as payerFor does, because modules the household module itself calls ask it too (notifications,
// payments) and the club's export reads its tables as plain SQL.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { guardians, students } from '../db/schema';

/** The household (guardian) a student is in, with its club and e-mail; undefined for an unknown student. */
export async function studentHousehold(db: Database, studentId: number): Promise<{ guardianId: number; clubId: number; email: string | null } | undefined> {
  const [row] = await db
    .select({ guardianId: guardians.id, clubId: guardians.clubId, email: guardians.email })
    .from(students)
    .innerJoin(guardians, eq(guardians.id, students.guardianId))
    .where(eq(students.id, studentId));
  return row;
}

/** A condition on `students`: the student is in a household of this club. */
export const studentOfClub = (clubId: number): SQL => sql`${students.guardianId} in (select ${guardians.id} from ${guardians} where ${guardians.clubId} = ${clubId})`;

/** The ids of a club's students, as a subquery (for plain SQL over the tables, the club's export). */
export const studentIdsOfClub = (clubId: number): SQL => sql`select s.id from students s join guardians g on g.id = s.guardian_id where g.club_id = ${clubId}`;
