// The `err` serializer of every log line. pino's standard one prints an error's message, stack and
// causes as they are; a database error's are full of personal data: drizzle's message lists the
// query parameters (e-mails, names, password hashes) and PostgreSQL quotes the offending value
// ('invalid input syntax for type integer: "jane@example.com"', 'Key (email)=(...)' in detail).
// Logged instead: the SQL text, the parameter count, PostgreSQL's code and the names of the
// constraint, table and column, which is what diagnosing the failure needs.

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  query?: string;
  paramCount?: number;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
  cause?: SerializedError;
}

type ErrorLike = Error & Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

const isQueryError = (err: ErrorLike) => typeof err.query === 'string' && Array.isArray(err.params);
const isDatabaseError = (err: ErrorLike) => typeof err.code === 'string' && SQLSTATE.test(err.code) && 'severity' in err;

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** PostgreSQL quotes both identifiers and values; keep the identifiers the error itself names. */
function redactQuoted(message: string, identifiers: (string | undefined)[]): string {
  const keep = new Set(identifiers.filter(Boolean));
  return message.replace(/"([^"]*)"/g, (whole, inner: string) => (keep.has(inner) ? whole : '"[redacted]"'));
}

/** The stack's frames without its first lines (which repeat the unsafe message). */
function framesOf(err: Error, safeHeader: string): string | undefined {
  if (typeof err.stack !== 'string') return undefined;
  const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${err.name}: ${safeHeader}`, ...frames].join('\n');
}

function serializeValue(value: unknown, depth: number): SerializedError | unknown {
  if (!(value instanceof Error)) return value;
  const err = value as ErrorLike;
  const type = err.constructor?.name ?? err.name ?? 'Error';
  let out: SerializedError;
  if (isDatabaseError(err)) {
    const names = [str(err.constraint), str(err.table), str(err.column), str(err.dataType), str(err.schema)];
    const message = redactQuoted(err.message, names);
    out = {
      type,
      message,
      stack: framesOf(err, message),
      code: err.code as string,
      severity: str(err.severity),
      constraint: str(err.constraint),
      table: str(err.table),
      column: str(err.column),
      dataType: str(err.dataType),
      routine: str(err.routine),
      // PGlite's errors carry the query and its parameters too: the text only.
      query: str(err.query),
    };
  } else if (isQueryError(err)) {
    const message = `Failed query: ${err.query as string}\nparams: [${(err.params as unknown[]).length} redacted]`;
    out = { type, message, stack: framesOf(err, message), query: err.query as string, paramCount: (err.params as unknown[]).length };
  } else {
    out = { type, message: err.message, stack: err.stack };
    if (typeof err.code === 'string') out.code = err.code;
    if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeValue(err.cause, depth + 1) as SerializedError;
  return out;
}

/** pino's `err` serializer. */
export function serializeError(err: Error): SerializedError & { stack: string; [key: string]: unknown } {
  // pino hands over whatever sits under `err`; only errors are rewritten.
  if (!(err instanceof Error)) return err as never;
  const out = serializeValue(err, 0) as SerializedError;
  return { ...out, stack: out.stack ?? '' };
}
