// With noUncheckedIndexedAccess a query's `rows[0]` is `T | undefined`. Where a row must exist (an
// insert's RETURNING, a row the same request just read or wrote) these say so: a missing row fails
// here, named, instead of as "cannot read properties of undefined" further on. The error handler
// answers it with a 500 like any other bug; an expected absence is a 404 the caller throws itself.

/** A row that had to exist did not. */
export class RowNotFoundError extends Error {
  constructor(
    public readonly what: string,
    detail = 'not found',
  ) {
    super(`Expected ${what}: ${detail}`);
    this.name = 'RowNotFoundError';
  }
}

/** A tuple of `N` elements of `T`, for destructuring the first `N` rows. */
export type Rows<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : Rows<T, N, [...Acc, T]>;

/** The first row; throws RowNotFoundError (naming `what`) when there is none. */
export function firstRow<T>(rows: readonly T[], what: string): T {
  return rowAt(rows, 0, what);
}

/** The row at `index`; throws RowNotFoundError (naming `what`) when there is none. */
export function rowAt<T>(rows: readonly T[], index: number, what: string): T {
  const row = rows[index];
  if (row === undefined) throw new RowNotFoundError(what);
  return row;
}

/** The first `count` rows as a tuple; throws RowNotFoundError (naming `what`) when there are fewer. */
export function firstRows<T, N extends number>(rows: readonly T[], count: N, what: string): Rows<T, N> {
  if (rows.length < count) throw new RowNotFoundError(what, `${rows.length} of ${count} rows`);
  return rows.slice(0, count) as Rows<T, N>;
}
