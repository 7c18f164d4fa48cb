// Membership types, their add-ons and the subscriptions purchasable with them (docs/spec/account-core.md §3).
import type { MembershipAddon, MembershipType, PurchasableSubscription } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { centsToDollars } from '../../lib/member-context';
import * as repo from './repo';

export type { AddonRow, MembershipTypeRow, SubscriptionRow } from './repo';
export const MEMBERSHIP_TYPE_NOT_FOUND = 'Membership type not found.';

export function toAddon(a: repo.AddonRow): MembershipAddon {
  return {
    id: a.id,
    description: a.description,
    totalCost: centsToDollars(a.totalCostCents),
    totalCostCents: a.totalCostCents,
    minimumPeriodLabel: a.minimumPeriodLabel ?? '',
  };
}

export function toType(t: repo.MembershipTypeRow, addons: repo.AddonRow[]): MembershipType {
  return {
    id: t.id,
    description: t.description,
    fullDescription: t.fullDescription ?? '',
    shortDescription: t.shortDescription ?? '',
    minimumPeriod: t.minimumPeriod,
    minimumPeriodLabel: t.minimumPeriodLabel ?? '',
    joiningFee: centsToDollars(t.joiningFeeCents),
    joiningFeeCents: t.joiningFeeCents,
    accessCardFee: centsToDollars(t.accessCardFeeCents),
    accessCardFeeCents: t.accessCardFeeCents,
    price: centsToDollars(t.priceCents),
    priceCents: t.priceCents,
    onlineSignupTag: t.onlineSignupTag ?? '',
    photo: t.photo ?? '',
    isDirectDebit: t.isDirectDebit,
    paymentFrequency: t.paymentFrequency ?? '',
    numberOfPayments: t.numberOfPayments ?? 1,
    noOfDaysAllowMembershipStartDate: t.noOfDaysAllowMembershipStartDate,
    noOfDaysAllowPaymentStartDate: t.noOfDaysAllowPaymentStartDate,
    addons: addons.map(toAddon),
  };
}

export function toSubscription(s: repo.SubscriptionRow): PurchasableSubscription {
  const sessions = s.numberOfSession ?? 0;
  return {
    subscriptionId: s.id,
    subscriptionName: s.name,
    subscriptionTypeName: s.typeName,
    subscriptionType: s.subscriptionType,
    contractType: s.contractType,
    totalCost: centsToDollars(s.totalCostCents),
    totalCostCents: s.totalCostCents,
    numberOfSession: sessions,
    isUnlimitedSession: s.isUnlimited,
    // Spec defaults: '$' + cost to 2 decimals, 'No of Session(s): ' + count.
    onlineBodyDescription: s.onlineBodyDescription ?? `$${centsToDollars(s.totalCostCents).toFixed(2)}`,
    onlineFooterDescription: s.onlineFooterDescription ?? `No of Session(s): ${sessions}`,
  };
}

export async function listTypes(db: Database, clubId: number): Promise<MembershipType[]> {
  const types = await repo.listTypes(db, clubId);
  const addons = await repo.addonsByType(db, types.map((t) => t.id));
  return types.map((t) => toType(t, addons.get(t.id) ?? []));
}

export async function requireTypeRow(db: Database, clubId: number, id: number): Promise<repo.MembershipTypeRow> {
  const row = await repo.findType(db, clubId, id);
  if (!row) throw new HttpError(404, MEMBERSHIP_TYPE_NOT_FOUND);
  return row;
}

export async function getType(db: Database, clubId: number, id: number): Promise<MembershipType> {
  const row = await requireTypeRow(db, clubId, id);
  const addons = await repo.addonsByType(db, [row.id]);
  return toType(row, addons.get(row.id) ?? []);
}

/**
 * Subscriptions purchasable with a type: PT and creche only (the chooser's tabs); a paid-in-full
 * type drops direct-debit subscriptions (contractType 2), as the spec says.
 */
export async function subscriptionRowsForType(db: Database, clubId: number, type: repo.MembershipTypeRow) {
  const rows = await repo.listWebSubscriptions(db, clubId);
  return rows.filter(
    (s) => (s.subscriptionType === 1 || s.subscriptionType === 4) && (type.isDirectDebit || s.contractType !== 2),
  );
}

export async function subscriptionsForType(db: Database, clubId: number, typeId: number): Promise<PurchasableSubscription[]> {
  const type = await requireTypeRow(db, clubId, typeId);
  return (await subscriptionRowsForType(db, clubId, type)).map(toSubscription);
}

export const listWebSubscriptions = repo.listWebSubscriptions;
export const addonsByType = repo.addonsByType;
