// Environment -> typed configuration. Everything has a default so `npm start` works on a fresh machine.
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://... ; undefined => embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Repository root: serves <root>/shell/dist at / and <root>/mf-*\/dist at /remotes/<name>/. */
  staticRoot: string;
  /** Dev: remotes on their own ports, name -> manifest URL. */
  remoteUrls?: Record<string, string>;
  demoMode: boolean;
  production: boolean;
  smtpUrl?: string;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  publicOrigin: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  cookieSecure: boolean;
  /**
   * Which X-Forwarded-For hops to believe (TRUST_PROXY), so rate limits see the client address
   * behind the proxy: a hop count, or the proxies' addresses/CIDRs; false (unset) believes none.
   */
  trustProxy: TrustProxy;
  /**
   * Floor for the per-address rate limits (RATE_LIMIT_PER_ADDRESS), for deployments where many
   * members share one address; 0 keeps the built-in limits. Per-account limits never move.
   */
  rateLimitPerAddress: number;
  logLevel: string;
}

export { REPO_ROOT };
/** Fastify's trustProxy: never `true`, which would believe whatever a client writes in X-Forwarded-For. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset, empty, 0 or false trust nobody; a whole number is how many proxies stand in
 * front of the API (1 = the nginx of deploy/); anything else is a comma-separated list of proxy
 * addresses or CIDRs. A blanket "true" is refused rather than guessed at.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error('TRUST_PROXY must be the number of proxies in front of the API or their addresses/CIDRs, not "true"');
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** A positive number, or 0 when unset or not positive. */
function positive(value: string | undefined): number {
  const n = Number(value);
  return n > 0 ? n : 0;
}

function parseRemoteUrls(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return undefined;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('REMOTE_URLS must be a JSON object of remote name -> manifest URL');
  }
  const out: Record<string, string> = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string') throw new Error(`REMOTE_URLS.${name} must be a string`);
    out[name] = url;
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 8080);
  const publicOrigin = (env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite'),
    staticRoot: env.STATIC_ROOT || REPO_ROOT,
    remoteUrls: parseRemoteUrls(env.REMOTE_URLS),
    demoMode: bool(env.DEMO_MODE, !production),
    production,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Member Portal <no-reply@portal.local>',
    publicOrigin,
    sessionIdleMs: int(env.SESSION_IDLE_MINUTES, 30) * 60_000,
    sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_HOURS, 12) * 3_600_000,
    cookieSecure: bool(env.COOKIE_SECURE, publicOrigin.startsWith('https://')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerAddress: positive(env.RATE_LIMIT_PER_ADDRESS),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
