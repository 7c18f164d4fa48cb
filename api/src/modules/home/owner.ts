// Whose history a session sees: a member their own payments, a guardian their students'.
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { SessionUser } from '../../plugins/session-user';
import { userKind } from '../../plugins/access-policy';
import { sessionMember, type Member } from '../../lib/club-time';
import { guardianOf, type Student, studentsOf, type SwimActor } from '../swim';

export interface PayerContext {
  user: SessionUser;
  member: Member | null;
  guardian: SwimActor | null;
  students: Student[];
}

export async function payerContext(db: Database, user: SessionUser): Promise<PayerContext> {
  const kind = userKind(user.userType);
  if (kind === 'member') return { user, member: await sessionMember(db, user), guardian: null, students: [] };
  if (kind === 'guardian') {
    const guardian = await guardianOf(db, user);
    return { user, member: null, guardian, students: await studentsOf(db, guardian.guardian.id) };
  }
  return { user, member: null, guardian: null, students: [] };
}

/** The payments rows this payer owns; null when they own none (a prospect). */
export function ownedPayments(ctx: PayerContext): SQL | null {
  const conds: SQL[] = [];
  if (ctx.member) conds.push(eq(payments.memberId, ctx.member.id));
  if (ctx.students.length) conds.push(inArray(payments.studentId, ctx.students.map((s) => s.id)));
  const [first, ...others] = conds;
  if (!first) return null;
  return others.length === 0 ? first : (or(...conds) as SQL);
}
