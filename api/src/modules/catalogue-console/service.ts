// The membership catalogue as an ADMIN builds it in the console: membership types (paid in full or
// direct debit, fees, minimum period, the start window of join online, what they include),
// add-ons (promo codes are promo-codes.ts, shop vouchers vouchers.ts). Every write is checked by
// the shared catalogue rules (the console's forms run the same ones), audited, and read by join
// online, /membership and the fee quote at their next request (they read these rows, nothing
// caches them). Removing what a member holds retires it instead: it is no longer sold, and nothing
// a member has is lost.
import {
  addonErrors,
  firstFieldError,
  membershipTypeErrors,
  type FieldErrorMap,
} from '@portal/shared/validators';
import type {
  AddonInput,
  ConsoleAddon,
  ConsoleMembershipType,
  MembershipTypeInput,
  RemovalResult,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { auditedWrites, listedRows, rowWrites } from '../../lib/console-writes';
import { FieldError, HttpError } from '../../lib/http-error';
import { storedPicture } from './picture';
import * as repo from './repo';

export type { ConsoleActor } from '../../lib/club-audit';

export const TYPE_NOT_FOUND = 'Membership type not found.';
export const ADDON_NOT_FOUND = 'Add-on not found.';
export const ADDON_NOT_OURS = 'That add-on is not one of your club\u2019s add-ons.';
export const CODE_TAKEN = 'That code is already in use at your club.';

/** 400 with the first rule's message, on its field: the form shows each under its field before sending. */
export function assertValid<T>(errors: FieldErrorMap<T>): void {
  const first = firstFieldError(errors);
  if (first) throw new FieldError(first.field, first.message);
}

/** Options of the seed: its built-in pictures are SVG art, not uploads. */
export interface SeedOptions {
  builtInPicture?: string;
}

const minimumLabel = (months: number) => (months === 0 ? 'No minimum' : months === 1 ? '1 Month' : `${months} Months`);
/** Payments in the minimum period (one for an ongoing membership), so the contract can say how many. */
function paymentsIn(months: number, frequency: string): number {
  if (months === 0) return 1;
  const span = months;
  if (frequency === 'weekly') return Math.ceil((span * 52) / 12);
  if (frequency === 'fortnightly') return Math.ceil((span * 26) / 12);
  return span;
}

// ---- Membership types ----------------------------------------------------------------------

function typeOut(r: { type: repo.TypeRow; memberCount: number; addonIds: number[] }): ConsoleMembershipType {
  const t = r.type;
  return {
    id: t.id,
    description: t.description,
    shortDescription: t.shortDescription ?? '',
    fullDescription: t.fullDescription ?? '',
    paymentKind: t.isDirectDebit ? 'direct-debit' : 'paid-in-full',
    paymentFrequency: t.paymentFrequency ?? '',
    priceCents: t.priceCents,
    joiningFeeCents: t.joiningFeeCents,
    accessCardFeeCents: t.accessCardFeeCents,
    minimumPeriod: t.minimumPeriod,
    durationDays: t.durationDays ?? 0,
    noOfDaysAllowMembershipStartDate: t.noOfDaysAllowMembershipStartDate,
    noOfDaysAllowPaymentStartDate: t.noOfDaysAllowPaymentStartDate,
    sessionCount: t.isSessionType ? (t.sessionCount ?? 0) : 0,
    onlineSignupTag: t.onlineSignupTag ?? '',
    photo: t.photo ?? '',
    isWebPurchasable: t.isWebPurchasable,
    cancelNoticeDays: t.cancelNoticeDays,
    earlyCancelAllowed: t.earlyCancelAllowed,
    earlyCancelFeeCents: t.earlyCancelFeeCents,
    addonIds: r.addonIds,
    active: t.active,
    memberCount: r.memberCount,
  };
}

const listedTypes = listedRows(repo.listTypes, (r) => r.type.id, typeOut, TYPE_NOT_FOUND);
export const listMembershipTypes = listedTypes.list;
const oneType = listedTypes.one;

async function typeValues(db: Database, actor: ConsoleActor, input: MembershipTypeInput, currentPhoto: string | null, opts: SeedOptions): Promise<repo.TypeValues> {
  assertValid(membershipTypeErrors(input));
  const owned = await repo.clubAddonIds(db, actor.clubId, input.addonIds);
  if (owned.length !== input.addonIds.length) throw new HttpError(400, ADDON_NOT_OURS);
  const dd = input.paymentKind === 'direct-debit';
  return {
    description: input.description.trim(),
    shortDescription: input.shortDescription.trim() || null,
    fullDescription: input.fullDescription.trim() || null,
    isDirectDebit: dd,
    paymentFrequency: dd ? (input.paymentFrequency as 'weekly' | 'fortnightly' | 'monthly') : null,
    numberOfPayments: dd ? paymentsIn(input.minimumPeriod, input.paymentFrequency) : 1,
    durationDays: dd ? null : input.durationDays,
    priceCents: input.priceCents,
    joiningFeeCents: input.joiningFeeCents,
    accessCardFeeCents: input.accessCardFeeCents,
    minimumPeriod: input.minimumPeriod,
    minimumPeriodLabel: minimumLabel(input.minimumPeriod),
    noOfDaysAllowMembershipStartDate: input.noOfDaysAllowMembershipStartDate,
    noOfDaysAllowPaymentStartDate: input.noOfDaysAllowPaymentStartDate,
    isSessionType: input.sessionCount > 0,
    sessionCount: input.sessionCount || null,
    onlineSignupTag: input.onlineSignupTag.trim() || null,
    photo: opts.builtInPicture ?? (await storedPicture(input.photo, currentPhoto)),
    isWebPurchasable: input.isWebPurchasable,
    cancelNoticeDays: input.cancelNoticeDays,
    earlyCancelAllowed: input.earlyCancelAllowed,
    earlyCancelFeeCents: input.earlyCancelAllowed ? input.earlyCancelFeeCents : 0,
  };
}

export async function createMembershipType(db: Database, actor: ConsoleActor, input: MembershipTypeInput, opts: SeedOptions = {}): Promise<ConsoleMembershipType> {
  const values = await typeValues(db, actor, input, null, opts);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const created = await repo.insertType(t, actor.clubId, values);
    await repo.setTypeAddons(t, created.id, input.addonIds);
    return created;
  });
  const out = await oneType(db, actor.clubId, row.id);
  await auditChange(db, actor, 'membership-types', null, { id: out.id, ...input, photo: out.photo });
  return out;
}

const typeWrites = auditedWrites('membership-types', oneType);

export function updateMembershipType(db: Database, actor: ConsoleActor, id: number, input: MembershipTypeInput): Promise<ConsoleMembershipType> {
  return typeWrites.changed(db, actor, id, async (before) => {
    const values = await typeValues(db, actor, input, before.photo || null, {});
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await repo.typeRows.update(t, actor.clubId, id, values);
      await repo.setTypeAddons(t, id, input.addonIds);
    });
  });
}

/** Deleted when nobody ever held it; retired (no longer sold, kept for its members) otherwise. */
export function removeMembershipType(db: Database, actor: ConsoleActor, id: number): Promise<RemovalResult> {
  return typeWrites.retireOrDelete(db, actor, id, {
    held: async () => (await repo.typeHolders(db, id)) > 0,
    retire: () => repo.typeRows.update(db, actor.clubId, id, { active: false }),
    remove: () => db.transaction(async (tx) => repo.deleteType(tx as unknown as Database, actor.clubId, id)),
    named: (t) => ['description', t.description],
    retiredMessage: (t) => {
      const who = t.memberCount === 1 ? '1 member holds' : `${t.memberCount} members hold`;
      return `${who} ${t.description}, so it was retired: it is no longer sold, and members keep it.`;
    },
  });
}

/** A retired type goes on sale again. */
export async function restoreMembershipType(db: Database, actor: ConsoleActor, id: number): Promise<ConsoleMembershipType> {
  const before = await oneType(db, actor.clubId, id);
  await repo.typeRows.update(db, actor.clubId, id, { active: true });
  await auditChange(db, actor, 'membership-types', { id, active: before.active }, { id, active: true });
  return oneType(db, actor.clubId, id);
}

// ---- Add-ons -------------------------------------------------------------------------------

function addonOut(r: { addon: repo.AddonRow; holderCount: number }): ConsoleAddon {
  const a = r.addon;
  return {
    id: a.id,
    description: a.description,
    totalCostCents: a.totalCostCents,
    minimumPeriodLabel: a.minimumPeriodLabel ?? '',
    visits: a.visits ?? 0,
    validDays: a.validDays ?? 0,
    active: a.active,
    holderCount: r.holderCount,
  };
}

const listedAddons = listedRows(repo.listAddons, (r) => r.addon.id, addonOut, ADDON_NOT_FOUND);
export const listAddons = listedAddons.list;
const oneAddon = listedAddons.one;

function addonValues(input: AddonInput): repo.AddonValues {
  assertValid(addonErrors(input));
  return {
    description: input.description.trim(),
    totalCostCents: input.totalCostCents,
    minimumPeriodLabel: input.minimumPeriodLabel.trim() || null,
    visits: input.visits || null,
    validDays: input.validDays || null,
  };
}

/** An add-on a member holds is retired, not deleted. */
const addonWrites = rowWrites<ConsoleAddon, AddonInput, repo.AddonValues>('add-ons', oneAddon, repo.addonRows, {
  values: (_db, _clubId, input) => addonValues(input),
  held: async (db, a) => (await repo.addonHolders(db, a.id)) > 0,
  remove: (db, clubId, id) => db.transaction(async (tx) => repo.deleteAddon(tx as unknown as Database, clubId, id)),
  named: (a) => ['description', a.description],
  retiredMessage: (a) => `Members hold ${a.description}, so it was retired: it is no longer sold, and members keep it.`,
});

export const createAddon = addonWrites.create;
export const updateAddon = addonWrites.update;
export const removeAddon = addonWrites.remove;

export async function clubBasics(db: Database, clubId: number): Promise<{ timeZone: string; name: string; code: string }> {
  const club = await repo.clubBasics(db, clubId);
  if (!club) throw new HttpError(404, 'Club not found.');
  return club;
}
