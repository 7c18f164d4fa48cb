// A sign-in account with its club and the person it is: a member or a guardian (staff and prospects
// are neither, hence the left joins). The session lookup and /auth/me both read this join, each with
// the columns it needs, as named prepared statements built once per database.
import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { clubs, guardians, members, users } from '../db/schema';

type UserPeopleNullability = Record<'users', 'not-null'> & { clubs: 'not-null' } & { members: 'nullable' } & { guardians: 'nullable' };

/** The select below with the caller's columns: what drizzle infers for it, named so it can be generic. */
export type UserWithPeopleSelect<F extends SelectedFields> = Omit<PgSelectBase<'users', F, 'partial', UserPeopleNullability>, never>;

/** SELECT `fields` FROM users, their club, and their member or guardian row (either may be null). */
export function selectUserWithPeople<F extends SelectedFields>(db: Database, fields: F): UserWithPeopleSelect<F> {
  // Built with the wide selection type (drizzle's join types do not resolve over a generic one);
  // the annotation checks the joins' nullability, and only the selection is narrowed to `F`.
  const select: UserWithPeopleSelect<SelectedFields> = db
    .select(fields as SelectedFields)
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .leftJoin(members, eq(members.id, users.memberId))
    .leftJoin(guardians, eq(guardians.id, users.guardianId));
  return select as unknown as UserWithPeopleSelect<F>;
}
