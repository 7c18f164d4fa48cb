// The static config nginx serves pages with (deploy/nginx/static-app.conf) sends the same security
// headers as the API's own static serving, so a page is equally protected whichever serves it.
// frame-ancestors is compared on its own: nginx lets only the card-capture page be framed.
import fs from 'node:fs';
import path from 'node:path';
import { STRIPE_PAGE_CONTENT_SECURITY_POLICY } from '../src/plugins/security';
import { createTestApp, type TestApp } from './helpers/test-app';

const conf = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', 'static-app.conf'), 'utf8');

/** The value a map of the config gives for `key` ("1" for HTML pages). */
function mapValue(variable: string, key: string): string {
  const block = new RegExp(`map \\S+ \\$${variable} \\{([^}]*)\\}`).exec(conf)?.[1];
  if (!block) throw new Error(`no map for $${variable} in static-app.conf`);
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(`^\\s*"${escaped}"\\s+(\\$\\w+|"[^"]*");`, 'm').exec(block)?.[1];
  if (!line) throw new Error(`no "${key}" entry in the map for $${variable}`);
  return line.replace(/^"|"$/g, '');
}

/** A header the server block sets with a literal value. */
function literalHeader(name: string): string {
  const value = new RegExp(`add_header ${name} "([^"]+)"`).exec(conf)?.[1];
  if (!value) throw new Error(`static-app.conf sets no literal ${name}`);
  return value;
}

const withoutFrameAncestors = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'));

let t: TestApp;
let apiHeaders: Record<string, string | string[] | number | undefined>;
beforeAll(async () => {
  t = await createTestApp({ cookieSecure: true });
  apiHeaders = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers;
});
afterAll(async () => {
  await t?.close();
});

/** The nginx CSP as a page at `uri` gets it: the Stripe sources' maps resolved for that address. */
function nginxCspFor(uri: string): string {
  return mapValue('static_csp', '1').replace(/\$(static_stripe_\w+)/g, (_all, variable: string) => {
    const block = new RegExp(`map \\$request_uri \\$${variable} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
    const entries = [...block.matchAll(/^\s*"~([^"]+)"\s+"([^"]*)";/gm)];
    return entries.find(([, pattern]) => new RegExp(pattern!).test(uri))?.[2] ?? /default "([^"]*)";/.exec(block)?.[1] ?? '';
  });
}

test('pages from nginx carry the API content security policy', () => {
  const nginxCsp = nginxCspFor('/classes');
  expect(withoutFrameAncestors(nginxCsp)).toEqual(withoutFrameAncestors(String(apiHeaders['content-security-policy'])));
  expect(nginxCsp).toContain('frame-ancestors $static_frame_ancestors');
});

test("Stripe's sources are on the confirm-payment page only, the same from nginx and the API", () => {
  expect(withoutFrameAncestors(nginxCspFor('/confirm-payment?ref=1.abc'))).toEqual(withoutFrameAncestors(STRIPE_PAGE_CONTENT_SECURITY_POLICY));
  expect(STRIPE_PAGE_CONTENT_SECURITY_POLICY).toContain("script-src 'self' https://js.stripe.com");
  expect(nginxCspFor('/confirm-payments')).not.toContain('stripe.com');
  expect(nginxCspFor('/classes?next=/confirm-payment')).not.toContain('stripe.com');
});

test("only the card-capture page may be framed, and only by the portal's own pages", () => {
  const block = /map \$request_uri \$static_frame_ancestors \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  expect(block).toMatch(/default "'none'";/);
  expect(block).toMatch(/"~\^\/onlineoffers\/pcivault\/\?\(\\\?\|\$\)" "'self'";/);
});

test('nosniff, the referrer policy, permissions, opener policy and HSTS match the API', () => {
  expect(literalHeader('X-Content-Type-Options')).toBe(apiHeaders['x-content-type-options']);
  expect(literalHeader('Referrer-Policy')).toBe(apiHeaders['referrer-policy']);
  expect(mapValue('static_permissions_policy', '1')).toBe(apiHeaders['permissions-policy']);
  expect(mapValue('static_opener_policy', '1')).toBe(apiHeaders['cross-origin-opener-policy']);
  expect(mapValue('static_hsts', '~^https:')).toBe(apiHeaders['strict-transport-security']);
});
