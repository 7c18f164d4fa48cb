// Security headers on every response and refusal of state-changing calls from a foreign Origin
// (CSRF defence on top of SameSite=Lax cookies): every write, whatever its address, since only the
// API takes writes and the router reads `/%61pi/...` as `/api/...`. HTML pages may not be framed at all except
// the card-capture frame, which the portal's own pages embed; API answers are `no-store` unless a
// route sets its own Cache-Control (public images, private calendar feeds).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/envelope';
import { REQUEST_REFUSED } from '../lib/messages';
import { isApiRequest } from '../lib/api-request';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  // The card-capture page is served from this same origin.
  "frame-src 'self'",
  "form-action 'self'",
].join('; ');

/** Every HTML page but the card-capture frame: nobody may frame it (clickjacking). */
export const PAGE_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'self'", "frame-ancestors 'none'");

/** The card-capture page (mf-public), embedded by the portal's pages on the same origin. */
const FRAMEABLE_PAGE = /^\/onlineoffers\/pcivault\/?$/;

/**
 * The confirm-payment page (mf-public) runs Stripe.js for 3-D Secure: Stripe's script, its API and
 * its challenge frames (Stripe's published CSP list), on that page only. It is opened from an
 * e-mailed link (a full page load), so no other page ever carries these sources.
 */
export const STRIPE_PAGE = /^\/confirm-payment\/?$/;
const STRIPE_SOURCES = { script: ' https://js.stripe.com', connect: ' https://api.stripe.com', frame: ' https://js.stripe.com https://hooks.stripe.com' };
export const STRIPE_PAGE_CONTENT_SECURITY_POLICY = PAGE_CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self'${STRIPE_SOURCES.script}`)
  .replace("connect-src 'self'", `connect-src 'self'${STRIPE_SOURCES.connect}`)
  .replace("frame-src 'self'", `frame-src 'self'${STRIPE_SOURCES.frame}`);

export const HSTS = 'max-age=31536000; includeSubDomains';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// `pnpm dev` serves the shell and each remote on its own port (8080-8086).
const DEV_ORIGINS = Array.from({ length: 7 }, (_, i) => 8080 + i).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export function allowedOrigins(publicOrigin: string, includeDev: boolean): Set<string> {
  return new Set([publicOrigin, ...(includeDev ? DEV_ORIGINS : [])]);
}

async function security(app: FastifyInstance) {
  // `pnpm dev` is a demo (DEMO_MODE=1): only a demo outside production accepts the dev origins, so
  // a real server whose NODE_ENV was forgotten still refuses them.
  const allowed = allowedOrigins(app.config.publicOrigin, app.config.demoMode && !app.config.production);
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(self)',
    'cross-origin-opener-policy': 'same-origin',
  };
  // Under https the browser must never fall back to http (COOKIE_SECURE may be off behind a proxy).
  if (app.config.publicOrigin.startsWith('https://') || app.config.cookieSecure) headers['strict-transport-security'] = HSTS;

  // Callback hooks (no promise per request): they run on every request, and answer at once.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowed.has(origin)) {
        request.log.warn({ origin }, 'foreign origin refused');
        // An answer sent from a callback hook ends the request: `done` is not called.
        fail(reply, 403, REQUEST_REFUSED);
        return;
      }
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiRequest(request)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !FRAMEABLE_PAGE.test(path)) {
      reply.header('content-security-policy', STRIPE_PAGE.test(path) ? STRIPE_PAGE_CONTENT_SECURITY_POLICY : PAGE_CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    done(null, payload);
  });
}

export default fp(security, { name: 'security', dependencies: [] });
