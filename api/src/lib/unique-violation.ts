/**
 * A PostgreSQL unique violation (23505), as node-postgres throws it or as Drizzle wraps it (`cause`):
 * the database's answer to two writers racing for the same unique value.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
