// A household's dependant books group classes with their own Group Fitness pack (the one that
// expires first), which their payer bought: the place uses one session and remembers the pack;
// cancelling in time gives the session back; a late cancel keeps it used (and costs nothing more).
// Members who pay for themselves book as before (a pack is only the late-cancel forfeit).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { classBookings, householdDependants, memberSubscriptions, SUBSCRIPTION_TYPE, subscriptions } from '../../db/schema';
import { memberSubscriptionsWhere, subscriptionUnexpired } from '../membership';

/**
 * Each booked place of a dependant (booked directly or given by the waiting list) takes one
 * session of their pack, when they hold one; answers the pack each such place used.
 */
export async function takePackSessions(tx: Transaction, places: Array<{ id: number; memberId: number }>, now: Date): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (!places.length) return used;
  const dependants = await tx
    .select({ id: householdDependants.memberId })
    .from(householdDependants)
    .where(inArray(householdDependants.memberId, [...new Set(places.map((p) => p.memberId))]));
  const ids = new Set(dependants.map((d) => d.id));
  for (const place of places.filter((p) => ids.has(p.memberId))) {
    const [pack] = await memberSubscriptionsWhere(
      tx,
      place.memberId,
      eq(subscriptions.subscriptionType, SUBSCRIPTION_TYPE.groupFitness),
      gt(memberSubscriptions.remaining, 0),
      subscriptionUnexpired(now),
    )
      .orderBy(asc(memberSubscriptions.expiresAt), asc(memberSubscriptions.id))
      .limit(1)
      .for('update');
    if (!pack) continue;
    await tx.update(memberSubscriptions).set({ remaining: sql`${memberSubscriptions.remaining} - 1` }).where(eq(memberSubscriptions.id, pack.ms.id));
    await tx.update(classBookings).set({ memberSubscriptionId: pack.ms.id, feeCents: 0 }).where(and(eq(classBookings.id, place.id)));
    used.set(place.id, pack.ms.id);
  }
  return used;
}

/** Cancelled in time: the session the place used goes back to its pack. */
export async function givePackSessionBack(tx: Transaction, memberSubscriptionId: number): Promise<void> {
  await tx
    .update(memberSubscriptions)
    .set({ remaining: sql`${memberSubscriptions.remaining} + 1` })
    .where(eq(memberSubscriptions.id, memberSubscriptionId));
}
