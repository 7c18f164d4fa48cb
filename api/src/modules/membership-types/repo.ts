import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipAddons, membershipTypeAddons, membershipTypes, subscriptions } from '../../db/schema';

export type MembershipTypeRow = typeof membershipTypes.$inferSelect;
export type AddonRow = typeof membershipAddons.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Types a member can choose online (session passes are sold elsewhere). */
export function listTypes(db: Database, clubId: number): Promise<MembershipTypeRow[]> {
  return db
    .select()
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.clubId, clubId),
        eq(membershipTypes.active, true),
        eq(membershipTypes.isWebPurchasable, true),
        eq(membershipTypes.isSessionType, false),
      ),
    )
    .orderBy(asc(membershipTypes.sortOrder), asc(membershipTypes.id));
}

export async function findType(db: Database, clubId: number, id: number): Promise<MembershipTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.id, id), eq(membershipTypes.clubId, clubId), eq(membershipTypes.active, true)));
  return row;
}

/** Add-ons per type id. */
export async function addonsByType(db: Database, typeIds: number[]): Promise<Map<number, AddonRow[]>> {
  const map = new Map<number, AddonRow[]>();
  if (typeIds.length === 0) return map;
  const rows = await db
    .select({ typeId: membershipTypeAddons.membershipTypeId, addon: membershipAddons })
    .from(membershipTypeAddons)
    .innerJoin(membershipAddons, eq(membershipAddons.id, membershipTypeAddons.addonId))
    .where(and(inArray(membershipTypeAddons.membershipTypeId, typeIds), eq(membershipAddons.active, true)))
    .orderBy(asc(membershipAddons.id));
  for (const r of rows) map.set(r.typeId, [...(map.get(r.typeId) ?? []), r.addon]);
  return map;
}

export function listWebSubscriptions(db: Database, clubId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.isWebPurchasable, true)))
    .orderBy(asc(subscriptions.subscriptionType), asc(subscriptions.id));
}
