// Households (docs/decisions.md "Households: one payer for a family"): a payer (a member) pays for
// their dependants (members of the same club), a swim guardian for their students (students.ts).
// payerFor is the one answer every charge path for a member asks: whose stored payment method pays
// and where the receipt goes.
import {
  type Cancellation,
  type CancellationPanel,
  CONSOLE_MEMBER_NOT_FOUND_MESSAGE,
  type ConsoleHousehold,
  type ConsoleHouseholdMember,
  type Household,
  type HouseholdPayer,
  NO_ACCESS_MESSAGE,
} from '@portal/shared/contracts';
import { HOUSEHOLD_NOT_YOURS } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { localDate } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import { displayDate, type MemberContext, memberContext } from '../../lib/member-context';
import type { SessionUser } from '../../plugins/session-user';
import { USER_TYPE_GUARDIAN } from '@portal/shared/user-types';
import { cancellationPanel, confirmCancellation, withdrawCancellation } from '../cancellation';
import { cancel } from '../classes';
import { noticeMembership } from '../notifications';
import { payerFor, payerOf } from '../../lib/household-payer';
import * as repo from './repo';
import { studentsOnPage } from './students';

const nameOf = (m: Pick<MemberRow, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

/** What the signed-in member's pages say about who pays. */
export async function whoPays(db: Database, ctx: MemberContext): Promise<HouseholdPayer> {
  const payer = await payerFor(db, ctx.member);
  return { payerName: payer.isDependant ? payer.name : '', isDependant: payer.isDependant, isPayer: await repo.hasDependants(db, ctx.member.id) };
}

/** One of the payer's dependants, by member number: 403 for anyone else (another household, another club). */
export async function dependantOf(db: Database, payer: MemberRow, memberNumber: string): Promise<MemberRow> {
  const dependant = await repo.dependantOf(db, payer.id, memberNumber);
  if (!dependant || dependant.clubId !== payer.clubId) throw new HttpError(403, HOUSEHOLD_NOT_YOURS);
  return dependant;
}

/** Whether a payer has a stored bank account: it pays a dependant's debits where the dependant's own account would. */
export function payerHasBankAccount(db: Database, payerId: number): Promise<boolean> {
  return repo.hasBankAccount(db, payerId);
}

/** The payer's dependants (members), by first name. */
export async function householdDependants(db: Database, payerId: number): Promise<MemberRow[]> {
  return (await repo.dependantsOf(db, payerId)).map((d) => d.member);
}

/** The payer's page: each dependant's membership, packs and upcoming bookings, and what can be bought. */
export async function household(db: Database, ctx: MemberContext): Promise<Household> {
  const now = clockNow();
  const dependants = await Promise.all(
    (await repo.dependantsOf(db, ctx.member.id)).map(async ({ member, hasLogin }) => {
      const view = await repo.dependantView(db, member.id, now);
      return {
        memberNumber: member.memberNumber,
        name: nameOf(member),
        email: member.email ?? '',
        hasLogin,
        membership: view.membership,
        packs: view.packs.map(({ ms, s }) => ({
          name: s.name,
          remaining: ms.remaining ?? -1,
          expiryDate: ms.expiresAt ? displayDate(localDate(ms.expiresAt, ctx.club.timeZone)) : '',
        })),
        bookings: view.bookings.map((b) => ({ bookingId: b.id, className: b.className, startsAt: b.startsAt.toISOString(), status: b.status })),
      };
    }),
  );
  const offers = dependants.length ? await repo.offersOf(db, ctx.club.id) : [];
  const last4 = await repo.savedCardLast4(db, ctx.member.id);
  return {
    dependants,
    students: [],
    offers: offers.map((o) => ({ subscriptionId: o.id, name: o.name, totalCostCents: o.totalCostCents })),
    payerCard: last4 ? `**** **** **** ${last4}` : '',
  };
}

/** The signed-in payer's household: a swim guardian's students, else a member's dependants. */
export async function householdOf(db: Database, user: SessionUser): Promise<Household> {
  if (user.userType !== USER_TYPE_GUARDIAN) return household(db, await memberContext(db, user));
  const guardian = await repo.guardianOfClub(db, user.clubId, user.memberNumber);
  if (!guardian) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return { dependants: [], students: await studentsOnPage(db, guardian.id, clockNow()), offers: [], payerCard: '' };
}

/** The payer cancels a dependant's class booking, under the same rules as the dependant's own cancel. */
export async function cancelDependantBooking(db: Database, ctx: MemberContext, memberNumber: string, bookingId: number): Promise<'success'> {
  const dependant = await dependantOf(db, ctx.member, memberNumber);
  return cancel(db, dependant, bookingId, false);
}

// ---- A dependant's membership: cancel online on their behalf -------------------------------
// The dependant's own context (same club, same day), so the quote, the checks and the messages are
// exactly the ones the dependant gets on /membership; the payer is told as well as the dependant.
// (Freezing on their behalf is freeze.ts.)

/** The dependant's own context (same club, same day) for one of the payer's dependants: 403 for anyone else. */
export async function dependantContext(db: Database, ctx: MemberContext, memberNumber: string): Promise<MemberContext> {
  return { ...ctx, member: await dependantOf(db, ctx.member, memberNumber) };
}

export async function dependantCancellation(db: Database, ctx: MemberContext, memberNumber: string): Promise<CancellationPanel> {
  return cancellationPanel(db, await dependantContext(db, ctx, memberNumber));
}

/** The payer's notice is written in the cancellation's transaction: it exists exactly when the cancellation does. */
export async function cancelDependantMembership(db: Database, ctx: MemberContext, memberNumber: string, reason: string): Promise<Cancellation> {
  const dctx = await dependantContext(db, ctx, memberNumber);
  const name = nameOf(dctx.member);
  return confirmCancellation(db, dctx, reason, (tx, done) => {
    const requested = done.status === 'requested';
    return noticeMembership(tx, {
      clubId: ctx.club.id,
      memberId: ctx.member.id,
      key: `cancellation:${done.reference}:${done.status}:payer`,
      title: requested ? `Cancellation request received for ${name}` : `${name}’s membership cancelled: ends ${displayDate(done.effectiveDate)}`,
      body: requested
        ? `We have your request to cancel ${name}’s membership (reference ${done.reference}). If the club approves it, it ends on ${displayDate(done.effectiveDate)}. You can withdraw it on /household.`
        : `${name}’s membership ends on ${displayDate(done.effectiveDate)} (reference ${done.reference}). You can withdraw the cancellation on /household until then.`,
    });
  });
}

export async function withdrawDependantCancellation(db: Database, ctx: MemberContext, memberNumber: string): Promise<Cancellation> {
  const dctx = await dependantContext(db, ctx, memberNumber);
  return withdrawCancellation(db, dctx, (tx, done) =>
    noticeMembership(tx, {
      clubId: ctx.club.id,
      memberId: ctx.member.id,
      key: `cancellation:${done.reference}:withdrawn:payer`,
      title: `Cancellation withdrawn for ${nameOf(dctx.member)}`,
      body: `The cancellation ${done.reference} is withdrawn: ${nameOf(dctx.member)}’s membership continues and its debits go on as before.`,
    }),
  );
}

// ---- The console ----------------------------------------------------------------------------

export async function consoleMember(db: Database, clubId: number, memberNumber: string): Promise<MemberRow> {
  const m = await repo.memberOfClub(db, clubId, memberNumber);
  if (!m) throw new HttpError(404, CONSOLE_MEMBER_NOT_FOUND_MESSAGE);
  return m;
}

async function toConsoleMember(db: Database, m: MemberRow, login?: boolean): Promise<ConsoleHouseholdMember> {
  return { memberNumber: m.memberNumber, name: nameOf(m), email: m.email ?? '', hasLogin: login ?? (await repo.hasLogin(db, m.id)) };
}

export async function consoleHousehold(db: Database, clubId: number, memberNumber: string): Promise<ConsoleHousehold> {
  const m = await consoleMember(db, clubId, memberNumber);
  const payer = await payerOf(db, m.id);
  const dependants = await repo.dependantsOf(db, m.id);
  return {
    payer: payer ? await toConsoleMember(db, payer) : null,
    dependants: await Promise.all(dependants.map((d) => toConsoleMember(db, d.member, d.hasLogin))),
  };
}
