// Production defaults: the server refuses to start without its secrets or with demo values,
// demo mode is never implied, and a real server refuses the development origins.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_SECRETS } from '../src/demo/demo-secrets';
import { configureLinkSecrets } from '../src/lib/link-secrets';
import { signLink, verifyLink } from '../src/lib/signed-links';
import { signReference, verifyReference } from '../src/modules/swim/reference';
import { createTestApp, nextIp } from './helpers/test-app';

const SECRETS = {
  MEMBER_LINK_SECRET: 'a'.repeat(24) + 'member-link-secret-0123',
  SWIM_REFERENCE_SECRET: 'b'.repeat(24) + 'swim-reference-secret-01',
};
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example', ...SECRETS };

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('secrets', () => {
  it.each(['MEMBER_LINK_SECRET', 'SWIM_REFERENCE_SECRET'] as const)('refuses to start in production without %s, naming it', (name) => {
    const env: NodeJS.ProcessEnv = { ...PRODUCTION };
    delete env[name];
    const err = configErrorOf(env);
    expect(err.variable).toBe(name);
    expect(err.message).toContain(name);
  });

  it.each(['MEMBER_LINK_SECRET', 'SWIM_REFERENCE_SECRET'] as const)('refuses a known demo value for %s', (name) => {
    const err = configErrorOf({ ...PRODUCTION, [name]: DEMO_SECRETS[name] });
    expect(err.variable).toBe(name);
    expect(err.message).toMatch(/known demo value/);
    expect(configErrorOf({ ...PRODUCTION, [name]: 'change-me' }).variable).toBe(name);
  });

  it('refuses a short secret and a placeholder database password', () => {
    expect(configErrorOf({ ...PRODUCTION, MEMBER_LINK_SECRET: 'short-but-not-demo' }).message).toMatch(/at least 32 characters/);
    expect(configErrorOf({ ...PRODUCTION, DATABASE_URL: 'postgres://portal:change-me@postgres:5432/portal' }).variable).toBe('DATABASE_URL');
  });

  it('requires secrets without NODE_ENV too: only DEMO_MODE=1 may use the demo ones', () => {
    expect(configErrorOf({}).variable).toBe('MEMBER_LINK_SECRET');
    const demo = loadConfig({ DEMO_MODE: '1' });
    expect(demo.demoMode).toBe(true);
    expect(demo.secrets).toEqual({ memberLink: DEMO_SECRETS.MEMBER_LINK_SECRET, swimReference: DEMO_SECRETS.SWIM_REFERENCE_SECRET });
    const real = loadConfig({ ...PRODUCTION });
    expect(real.demoMode).toBe(false);
    expect(real.secrets).toEqual({ memberLink: SECRETS.MEMBER_LINK_SECRET, swimReference: SECRETS.SWIM_REFERENCE_SECRET });
  });

  it('demo mode is never implied: unset DEMO_MODE is off with or without NODE_ENV', () => {
    expect(loadConfig({ ...SECRETS }).demoMode).toBe(false);
    expect(loadConfig({ ...SECRETS, NODE_ENV: 'development' }).demoMode).toBe(false);
    expect(loadConfig({ ...PRODUCTION }).demoMode).toBe(false);
  });

  it('an SMS gateway needs its token and sender, each named when missing', () => {
    const gateway = { SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_ACCOUNT: 'club', SMS_GATEWAY_TOKEN: 'tok-123456', SMS_SENDER: 'Club' };
    expect(loadConfig({ ...PRODUCTION, ...gateway }).sms).toEqual({ url: 'https://sms.example/send', account: 'club', token: 'tok-123456', sender: 'Club' });
    expect(configErrorOf({ ...PRODUCTION, ...gateway, SMS_GATEWAY_TOKEN: '' }).variable).toBe('SMS_GATEWAY_TOKEN');
    expect(configErrorOf({ ...PRODUCTION, ...gateway, SMS_SENDER: '' }).variable).toBe('SMS_SENDER');
    expect(configErrorOf({ ...PRODUCTION, SMS_GATEWAY_TOKEN: 'x' }).variable).toBe('SMS_GATEWAY_URL');
    expect(loadConfig({ ...PRODUCTION }).sms).toBeUndefined();
  });

  it('Stripe needs all three keys from the environment, each named when missing or malformed', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' };
    expect(loadConfig({ ...PRODUCTION, ...stripe }).stripe).toEqual({ secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123', publishableKey: 'pk_live_abc123', apiBase: undefined });
    expect(loadConfig({ ...PRODUCTION }).stripe).toBeUndefined();
    expect(configErrorOf({ ...PRODUCTION, ...stripe, STRIPE_WEBHOOK_SECRET: '' }).variable).toBe('STRIPE_WEBHOOK_SECRET');
    expect(configErrorOf({ ...PRODUCTION, ...stripe, STRIPE_WEBHOOK_SECRET: 'abc' }).variable).toBe('STRIPE_WEBHOOK_SECRET');
    expect(configErrorOf({ ...PRODUCTION, ...stripe, STRIPE_SECRET_KEY: 'pk_live_abc123' }).variable).toBe('STRIPE_SECRET_KEY');
    expect(configErrorOf({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).variable).toBe('STRIPE_SECRET_KEY');
    // The fixture server's address is for tests: a production server never talks to anything but Stripe.
    expect(configErrorOf({ ...PRODUCTION, ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).variable).toBe('STRIPE_API_BASE');
    expect(loadConfig({ ...SECRETS, ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
  });

  it('signed links use the configured key and nothing else', () => {
    configureLinkSecrets({ memberLink: SECRETS.MEMBER_LINK_SECRET, swimReference: SECRETS.SWIM_REFERENCE_SECRET });
    const link = signLink('overdue', '100001');
    const reference = signReference(42);
    expect(verifyLink('overdue', link)).toBe('100001');
    expect(verifyReference(reference)).toBe(42);
    // Under the demo keys (what the source used to fall back to) the same links are forgeries.
    configureLinkSecrets({ memberLink: DEMO_SECRETS.MEMBER_LINK_SECRET, swimReference: DEMO_SECRETS.SWIM_REFERENCE_SECRET });
    expect(() => verifyLink('overdue', link)).toThrow('This link is not valid.');
    expect(() => verifyReference(reference)).toThrow('This payment link is not valid.');
  });

  it('the server exits at start, naming the missing variable, before it touches a database', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', SWIM_REFERENCE_SECRET: SECRETS.SWIM_REFERENCE_SECRET, DATA_DIR: '/nonexistent/never-created' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(__dirname, '..'), env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('MEMBER_LINK_SECRET');
  });
});

describe('logs', () => {
  it('request logs are off in production (warn) unless LOG_LEVEL asks for them', () => {
    expect(loadConfig({ ...PRODUCTION }).logLevel).toBe('warn');
    expect(loadConfig({ ...PRODUCTION, LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ DEMO_MODE: '1' }).logLevel).toBe('info');
    expect(configErrorOf({ ...PRODUCTION, LOG_LEVEL: 'loud' }).variable).toBe('LOG_LEVEL');
  });
});

describe('origin check of a real server', () => {
  it.each([
    ['NODE_ENV unset (the old compose)', { ...SECRETS, PUBLIC_ORIGIN: 'https://portal.example' }],
    ['NODE_ENV=production', PRODUCTION],
  ])('refuses a sign-in POST from http://localhost:8081 with %s', async (_label, env) => {
    const t = await createTestApp({ ...loadConfig(env), logLevel: 'silent', staticRoot: '/nonexistent-static-root', smtpUrl: undefined });
    try {
      const signInFrom = (origin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: nextIp(),
          headers: { origin },
          payload: { userName: 'member@demo.club', password: 'wrong-password', platform: 'web', deviceId: 'test' },
        });
      expect((await signInFrom('http://localhost:8081')).statusCode).toBe(403);
      expect((await signInFrom('https://portal.example')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
