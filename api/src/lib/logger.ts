// pino options: JSON lines with the request id; secrets, card data and SQL parameters are never written.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { serializeError } from './error-serializer';

const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'ccNumber',
  'cccvv',
  'cccVv',
  'cCNumber',
  'cCCVV',
  'CardNumber',
  'ccCVV',
  'cvv',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Honour a caller's x-request-id when it is sane (for tracing through a proxy), else a UUID. */
export function genReqId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Database errors carry query parameters and quoted values: personal data (error-serializer.ts).
    serializers: { err: serializeError },
  };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type PinoLike = FastifyBaseLogger & { levels?: { values: Record<string, number> } };

/**
 * Fastify's per-request logger, made on the first line the request actually logs. Fastify makes a
 * pino child (bound to the request id) for every request, and pino serialises and redacts the
 * bindings when the child is made: about 7 % of a small read's throughput (class search, measured
 * in alternating runs). In production (warn) almost no request logs a line, so most never make
 * one; a request that does logs exactly what the eager child would have, request id included.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike & { levels: { values: Record<string, number> } },
    private readonly bindings: Bindings,
    private readonly opts: ChildOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.opts.level ?? this.parent.level;
  }

  set level(value: string) {
    this.#real().level = value;
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.opts));
  }

  #log(level: Level, args: unknown[]): void {
    const values = this.parent.levels.values;
    // 'silent' has no value: nothing passes it.
    if (values[level]! < (values[this.level] ?? Number.POSITIVE_INFINITY)) return;
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  // fatal(...) to trace(...): one method per level, each logging at its own level (on the
  // prototype, like methods, so making a request's logger stays as cheap as before).
  static {
    for (const level of LEVELS) {
      Object.defineProperty(this.prototype, level, {
        value(this: LazyRequestLogger, ...args: unknown[]) {
          this.#log(level, args);
        },
        writable: true,
        configurable: true,
      });
    }
  }

  silent() {}

  child(bindings: Bindings, opts?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, opts);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, opts) => {
  const parent = logger as PinoLike;
  // Only pino says which levels are on; any other logger gets its child at once, as Fastify does.
  if (!parent.levels) return logger.child(bindings, opts);
  return new LazyRequestLogger(
    parent as PinoLike & { levels: { values: Record<string, number> } },
    bindings,
    opts,
  ) as unknown as FastifyBaseLogger;
};
