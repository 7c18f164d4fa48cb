// Environment -> typed configuration. `npm start` sets DEMO_MODE=1 and works on a fresh machine;
// without demo mode every secret must come from the environment, and loadConfig throws (naming the
// variable) when one is missing, too short or a known demo value, so a server never starts half-safe.
import path from 'node:path';
import { DEMO_SECRETS, KNOWN_DEMO_VALUES } from './demo/demo-secrets';
import type { LinkSecrets } from './lib/link-secrets';
import { REPO_ROOT } from './lib/paths';

/** The HTTP SMS gateway (api/src/modules/outbox/sms-gateway.ts); unset => no SMS leaves the server. */
export interface SmsGatewayConfig {
  url: string;
  account: string;
  token: string;
  sender: string;
}

/**
 * Stripe, for clubs whose `payment_gateway` is 'stripe' (api/src/modules/payments/stripe-gateway.ts).
 * Keys come only from the environment; unset => no club can use Stripe.
 */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY: sk_live_..., sk_test_... or a restricted rk_... key. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: whsec_..., the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_PUBLISHABLE_KEY: pk_..., handed to the confirm-payment page for Stripe.js. */
  publishableKey: string;
  /**
   * STRIPE_API_BASE (tests and stripe-mock only): where the SDK sends its calls instead of
   * api.stripe.com, e.g. http://127.0.0.1:12111.
   */
  apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
}

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
  /** DEMO_MODE=1 only: demo data on first start, the outbox listing, demo secrets when none are set. */
  demoMode: boolean;
  production: boolean;
  /** HMAC keys of signed links. */
  secrets: LinkSecrets;
  smtpUrl?: string;
  /** Sender of outgoing mail when the club has no address of its own; the club's name is shown. */
  mailFrom: string;
  sms?: SmsGatewayConfig;
  stripe?: StripeConfig;
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

/** A configuration the server must not start with; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

export const MIN_SECRET_LENGTH = 32;
const GENERATE = 'generate one with: openssl rand -hex 32';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function requiredSecret(env: NodeJS.ProcessEnv, name: keyof typeof DEMO_SECRETS, demoMode: boolean): string {
  const value = env[name]?.trim();
  if (!value) {
    if (demoMode) return DEMO_SECRETS[name];
    throw new ConfigError(name, `is required (at least ${MIN_SECRET_LENGTH} characters; ${GENERATE})`);
  }
  if (demoMode) return value;
  if (KNOWN_DEMO_VALUES.has(value)) throw new ConfigError(name, `is a known demo value; set a secret of your own (${GENERATE})`);
  if (value.length < MIN_SECRET_LENGTH) throw new ConfigError(name, `must be at least ${MIN_SECRET_LENGTH} characters (${GENERATE})`);
  return value;
}

function smsGateway(env: NodeJS.ProcessEnv): SmsGatewayConfig | undefined {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (!url) {
    const stray = ['SMS_GATEWAY_ACCOUNT', 'SMS_GATEWAY_TOKEN', 'SMS_SENDER'].find((name) => env[name]);
    if (stray) throw new ConfigError('SMS_GATEWAY_URL', `is required when ${stray} is set`);
    return undefined;
  }
  if (!/^https?:\/\//.test(url)) throw new ConfigError('SMS_GATEWAY_URL', 'must be an http(s) URL');
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  if (!token) throw new ConfigError('SMS_GATEWAY_TOKEN', 'is required when SMS_GATEWAY_URL is set');
  if (KNOWN_DEMO_VALUES.has(token)) throw new ConfigError('SMS_GATEWAY_TOKEN', 'is a known demo value');
  const sender = env.SMS_SENDER?.trim();
  if (!sender) throw new ConfigError('SMS_SENDER', 'is required when SMS_GATEWAY_URL is set (a number or an alphanumeric sender id)');
  return { url, account: env.SMS_GATEWAY_ACCOUNT?.trim() ?? '', token, sender };
}

function stripeKey(env: NodeJS.ProcessEnv, name: string, prefixes: string[]): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(name, 'is required when STRIPE_SECRET_KEY is set (from the Stripe dashboard, Developers > API keys / Webhooks)');
  if (!prefixes.some((prefix) => value.startsWith(prefix))) throw new ConfigError(name, `must start with ${prefixes.join(' or ')}`);
  if (KNOWN_DEMO_VALUES.has(value)) throw new ConfigError(name, 'is a known demo value');
  return value;
}

function stripeApiBase(raw: string | undefined): StripeConfig['apiBase'] {
  if (!raw?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError('STRIPE_API_BASE', 'must be an http(s) URL such as http://127.0.0.1:12111');
  }
  const protocol = url.protocol.replace(':', '');
  if (protocol !== 'http' && protocol !== 'https') throw new ConfigError('STRIPE_API_BASE', 'must be an http(s) URL');
  return { protocol, host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80) };
}

/** Stripe's keys, all or none: a secret key without its webhook secret could charge but never settle. */
export function stripeConfig(env: NodeJS.ProcessEnv, production: boolean): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY?.trim()) {
    const stray = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'].find((name) => env[name]?.trim());
    if (stray) throw new ConfigError('STRIPE_SECRET_KEY', `is required when ${stray} is set`);
    return undefined;
  }
  const apiBase = stripeApiBase(env.STRIPE_API_BASE);
  if (apiBase && production) throw new ConfigError('STRIPE_API_BASE', 'is for tests only; unset it in production');
  return {
    secretKey: stripeKey(env, 'STRIPE_SECRET_KEY', ['sk_', 'rk_']),
    webhookSecret: stripeKey(env, 'STRIPE_WEBHOOK_SECRET', ['whsec_']),
    publishableKey: stripeKey(env, 'STRIPE_PUBLISHABLE_KEY', ['pk_']),
    apiBase,
  };
}

/** The password inside DATABASE_URL must not be a placeholder (compose's old `change-me`). */
function checkDatabaseUrl(databaseUrl: string | undefined, demoMode: boolean): void {
  if (!databaseUrl || demoMode) return;
  let password = '';
  try {
    password = decodeURIComponent(new URL(databaseUrl).password);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a valid postgres:// URL');
  }
  if (KNOWN_DEMO_VALUES.has(password)) throw new ConfigError('DATABASE_URL', 'carries a known demo password; set POSTGRES_PASSWORD of your own');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  // Never on unless asked for: a server started without DEMO_MODE is a real one, whatever NODE_ENV says.
  const demoMode = bool(env.DEMO_MODE, false);
  const port = int(env.PORT, 8080);
  const publicOrigin = (env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');
  const databaseUrl = env.DATABASE_URL || undefined;
  checkDatabaseUrl(databaseUrl, demoMode);
  const secrets: LinkSecrets = {
    memberLink: requiredSecret(env, 'MEMBER_LINK_SECRET', demoMode),
    swimReference: requiredSecret(env, 'SWIM_REFERENCE_SECRET', demoMode),
  };
  const smtpUrl = env.SMTP_URL || undefined;
  if (production && smtpUrl && !env.MAIL_FROM) throw new ConfigError('MAIL_FROM', 'is required with SMTP_URL in production (an address on a domain you send for)');
  const logLevel = env.LOG_LEVEL || (production ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite'),
    staticRoot: env.STATIC_ROOT || REPO_ROOT,
    remoteUrls: parseRemoteUrls(env.REMOTE_URLS),
    demoMode,
    production,
    secrets,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Member Portal <no-reply@portal.local>',
    sms: smsGateway(env),
    stripe: stripeConfig(env, production),
    publicOrigin,
    sessionIdleMs: int(env.SESSION_IDLE_MINUTES, 30) * 60_000,
    sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_HOURS, 12) * 3_600_000,
    cookieSecure: bool(env.COOKIE_SECURE, publicOrigin.startsWith('https://')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerAddress: positive(env.RATE_LIMIT_PER_ADDRESS),
    // Request logs are info lines: production keeps warnings and errors unless LOG_LEVEL asks for more.
    logLevel,
  };
}
