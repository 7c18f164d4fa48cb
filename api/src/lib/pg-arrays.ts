// PostgreSQL array literals for `unnest($1::int[], $2::text[])`: one parameter whatever the length
// (drizzle's sql template would spread a JS array into one parameter per element).

/** '{1,2,3}' (integers only). */
export const intArray = (xs: readonly number[]): string => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;

/** '{"a","b",NULL}': every element quoted, backslashes and quotes escaped as PostgreSQL reads them. */
export const textArray = (xs: ReadonlyArray<string | null>): string =>
  `{${xs.map((x) => (x === null ? 'NULL' : `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
