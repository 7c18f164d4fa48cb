// A swim guardian's students are the guardian's household: the guardian is their payer. The swim
// module asks these functions (through the household index) which students a guardian may act for;
// the link itself is the student's guardian (docs/decisions.md "The swim guardian is a household payer").
import { type HouseholdStudent, NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import * as repo from './repo';

export type { GuardianRow, StudentRow } from './repo';

export const STUDENT_NOT_FOUND = 'Student not found.';

/** Who pays for a swim student: the guardian whose household they are in. */
export const studentPayerId = (student: Pick<repo.StudentRow, 'guardianId'>): number => student.guardianId;

/** 403 unless the student is in this guardian's household. */
export function assertHouseholdStudent(guardianId: number, student: Pick<repo.StudentRow, 'guardianId'>): void {
  if (studentPayerId(student) !== guardianId) throw new HttpError(403, NO_ACCESS_MESSAGE);
}

/** The students of the guardian's household, by name. */
export function householdStudents(db: Database, guardianId: number): Promise<repo.StudentRow[]> {
  return repo.studentsOfGuardian(db, guardianId);
}

/** A student of the guardian's household by number: unknown or another club's 404, another household's 403. */
export async function householdStudent(db: Database, guardian: { id: number; clubId: number }, studentNumber: string): Promise<repo.StudentRow> {
  const row = await repo.studentWithClub(db, studentNumber.trim());
  if (!row || row.clubId !== guardian.clubId) throw new HttpError(404, STUDENT_NOT_FOUND);
  assertHouseholdStudent(guardian.id, row.student);
  return row.student;
}

/** The payer's page: each student's level, next lessons, make-up credits and balance (the swim pages do the rest). */
export async function studentsOnPage(db: Database, guardianId: number, now: Date): Promise<HouseholdStudent[]> {
  const rows = await householdStudents(db, guardianId);
  return Promise.all(
    rows.map(async (s) => {
      const view = await repo.studentView(db, s, now);
      return {
        studentNumber: s.studentNumber,
        name: s.name,
        levelName: view.levelName,
        lessons: view.lessons.map((l) => ({ className: l.className, startsAt: l.startsAt.toISOString() })),
        makeupCredits: view.makeupCredits,
        balanceCents: view.balanceCents,
        posTrasanctionId: view.oldestBalanceId,
      };
    }),
  );
}
