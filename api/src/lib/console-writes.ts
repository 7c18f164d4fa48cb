// The audited steps a console write to one of the club's rows takes (membership types, add-ons,
// promo codes, vouchers, shop products, ...): read the row as the console shows it, write, read it
// again, record before and after. What is written, what counts as holding a row and the messages
// stay in each module's service; these only keep the order of the steps the same everywhere.
import type { RemovalResult } from '@portal/shared/contracts';
import type { Database } from '../db/client';
import type { ClubAuditArea } from '../db/schema/club-console';
import { auditChange, type ConsoleActor } from './club-audit';
import { HttpError } from './http-error';

/** The row `id` among the club's rows as the console lists them, shown; 404 with `notFound` when absent. */
export async function oneListed<R, Out>(listed: Promise<R[]>, idOf: (r: R) => number, id: number, show: (r: R) => Out, notFound: string): Promise<Out> {
  const found = (await listed).find((r) => idOf(r) === id);
  if (!found) throw new HttpError(404, notFound);
  return show(found);
}

/**
 * The club's rows as the console lists them (`list` reads them, `show` shapes each), and one of
 * them by id as it is listed: 404 with `notFound` when the club has none of that id.
 */
export function listedRows<R, Out>(list: (db: Database, clubId: number) => Promise<R[]>, idOf: (r: R) => number, show: (r: R) => Out, notFound: string) {
  return {
    list: async (db: Database, clubId: number): Promise<Out[]> => (await list(db, clubId)).map(show),
    one: (db: Database, clubId: number, id: number): Promise<Out> => oneListed(list(db, clubId), idOf, id, show, notFound),
  };
}

/** How a row is removed: retired while anything still holds it, deleted otherwise. */
export interface Removal<Out> {
  /** Whether anything (a member, an order, a cart) still holds the row. */
  held: (before: Out) => Promise<boolean>;
  /** Sets the row inactive (no longer sold or used). */
  retire: () => Promise<void>;
  /** Deletes the row (and what only it owns). */
  remove: () => Promise<void>;
  /** The field that names the row, and its value, for the audit log and the message: `['code', v.code]`. */
  named: (before: Out) => [field: string, name: string];
  /** The message of a retirement, saying why it was not deleted. */
  retiredMessage: (before: Out) => string;
}

/**
 * `one` reads a row as the console shows it (404 with the module's message when the club has none);
 * `area` is where the audit log files the changes.
 */
export function auditedWrites<Out extends { active: boolean }>(
  area: ClubAuditArea,
  one: (db: Database, clubId: number, id: number) => Promise<Out>,
) {
  return {
    /** The row just inserted, as shown, recorded as added. */
    async created(db: Database, actor: ConsoleActor, id: number): Promise<Out> {
      const out = await one(db, actor.clubId, id);
      await auditChange(db, actor, area, null, out);
      return out;
    },
    /** `write` changes the row (given it as it was); recorded before and after. */
    async changed(db: Database, actor: ConsoleActor, id: number, write: (before: Out) => Promise<void>): Promise<Out> {
      const before = await one(db, actor.clubId, id);
      await write(before);
      const after = await one(db, actor.clubId, id);
      await auditChange(db, actor, area, before, after);
      return after;
    },
    /** Retired while held (nothing anyone holds is lost), deleted otherwise; either recorded. */
    async retireOrDelete(db: Database, actor: ConsoleActor, id: number, how: Removal<Out>): Promise<RemovalResult> {
      const before = await one(db, actor.clubId, id);
      if (await how.held(before)) {
        await how.retire();
        await auditChange(db, actor, area, { id, active: before.active }, { id, active: false });
        return { outcome: 'retired', message: how.retiredMessage(before) };
      }
      await how.remove();
      const [field, name] = how.named(before);
      await auditChange(db, actor, area, { id, [field]: name }, null);
      return { outcome: 'deleted', message: `${name} was deleted.` };
    },
  };
}

/** Where a console's rows are kept: a repo's clubRows (lib/club-rows.ts). */
export interface ClubRowStore<V> {
  insert(db: Database, clubId: number, values: V): Promise<{ id: number }>;
  update(db: Database, clubId: number, id: number, values: Partial<V>): Promise<void>;
  remove(db: Database, clubId: number, id: number): Promise<void>;
}

/** What is particular to one kind of row: its values from the form, and how its removal reads. */
export interface RowRules<Out, In, V, Seed> {
  /**
   * The row's values from the form, checked (400 on a broken rule); `before` is the row changed,
   * null for a new one, which the seed may create with `seed` (a built-in picture).
   */
  values: (db: Database, clubId: number, input: In, before: Out | null, seed?: Seed) => V | Promise<V>;
  /** Whether anything (a member, an order, a cart) still holds the row. */
  held: (db: Database, before: Out) => Promise<boolean>;
  named: Removal<Out>['named'];
  retiredMessage: Removal<Out>['retiredMessage'];
  /** Deletes the row and what only it owns (the row alone when not given). */
  remove?: (db: Database, clubId: number, id: number) => Promise<void>;
}

/**
 * A console's create, update and remove of one kind of row kept in `rows`, each audited in `area`
 * (auditedWrites): a row still held is retired (set inactive), else deleted.
 */
export function rowWrites<Out extends { id: number; active: boolean }, In, V extends { active?: boolean }, Seed = never>(
  area: ClubAuditArea,
  one: (db: Database, clubId: number, id: number) => Promise<Out>,
  rows: ClubRowStore<V>,
  rules: RowRules<Out, In, V, Seed>,
) {
  const writes = auditedWrites(area, one);
  return {
    async create(db: Database, actor: ConsoleActor, input: In, seed?: Seed): Promise<Out> {
      const row = await rows.insert(db, actor.clubId, await rules.values(db, actor.clubId, input, null, seed));
      return writes.created(db, actor, row.id);
    },
    update(db: Database, actor: ConsoleActor, id: number, input: In): Promise<Out> {
      return writes.changed(db, actor, id, async (before) => rows.update(db, actor.clubId, id, await rules.values(db, actor.clubId, input, before)));
    },
    remove(db: Database, actor: ConsoleActor, id: number): Promise<RemovalResult> {
      return writes.retireOrDelete(db, actor, id, {
        held: (before) => rules.held(db, before),
        // `active` is a column of every row a console retires (V extends it).
        retire: () => rows.update(db, actor.clubId, id, { active: false } as Partial<V>),
        remove: () => (rules.remove ? rules.remove(db, actor.clubId, id) : rows.remove(db, actor.clubId, id)),
        named: rules.named,
        retiredMessage: rules.retiredMessage,
      });
    },
  };
}
