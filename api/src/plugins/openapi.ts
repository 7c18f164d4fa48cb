// OpenAPI 3.1 document generated from the route schemas, served at /api/docs (reference page)
// and /api/docs/json. Every operation gets, from the route itself rather than from 260 hand-kept
// annotations: an operationId (method + path), a tag (the first path segment under /api/v1, which
// is the module's prefix) and its security, from the same access rule the access policy enforces
// (securityOf: none when public, the kiosk's device cookie for kiosk routes, else the session
// cookie; a route cannot state its own), and request and response examples (openapi-examples.ts). `pnpm lint:openapi` runs
// Redocly's recommended rules on it in CI.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { addExamples } from './openapi-examples';
import { KIOSK_COOKIE, KIOSK_COOKIE_PATH } from '../modules/kiosks/device-auth';
import type { RouteAccess } from './access-policy';
import { SESSION_COOKIE } from './session';

const API_PREFIX = '/api/v1/';

/** `GET /api/v1/bookings/{kind}/{id}/cancellation` -> `getBookingsByKindByIdCancellation`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function tagOf(url: string): string {
  if (!url.startsWith(API_PREFIX)) return 'platform';
  return url.slice(API_PREFIX.length).split('/')[0] || 'platform';
}

type Security = Array<Record<string, string[]>>;

/** What the access policy (access-policy.ts) demands of a caller of a route, as OpenAPI security. */
export function securityOf(url: string, access: RouteAccess | undefined): Security {
  if (!url.startsWith(API_PREFIX)) return [];
  if (access?.kiosk) return [{ kioskDevice: [] }];
  if (access?.public) return [];
  return [{ session: [] }];
}

function describeOperation({ schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const own = schema ?? {};
  return {
    url,
    schema: {
      ...own,
      summary: own.summary ?? `${method} ${url}`,
      operationId: own.operationId ?? operationIdOf(method, url),
      tags: own.tags ?? [tagOf(url)],
      security: securityOf(url, route.config?.access),
    },
  };
}

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member Portal club API',
        version: '1.0.0',
        description:
          'Every body is the envelope { statusCode, payload, errors: { message } }; the HTTP status equals statusCode. ' +
          'Signed-in operations take the session cookie set by POST /api/v1/auth/login; kiosk check-in operations take the paired kiosk\'s device cookie.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The API is served from the club's portal origin, beside the apps.
      servers: [{ url: '/', description: "This club's portal" }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The HttpOnly session cookie from sign-in.' },
          kioskDevice: {
            type: 'apiKey',
            in: 'cookie',
            name: KIOSK_COOKIE,
            description: `The HttpOnly cookie of a paired check-in kiosk, set by POST ${API_PREFIX}public/check-in/pair with a pairing code from the club console (path ${KIOSK_COOKIE_PATH}).`,
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const used = new Set<string>();
      for (const operations of Object.values(openapiObject.paths ?? {})) {
        for (const operation of Object.values(operations as Record<string, { tags?: string[] }>)) operation.tags?.forEach((t) => used.add(t));
      }
      // Request and response examples for the reference page, from each route's own schema.
      addExamples(openapiObject.paths as Record<string, Record<string, unknown>>);
      openapiObject.tags = [...used].sort().map((name) => ({
        name,
        description: name === 'platform' ? 'Health and readiness probes.' : `Operations under ${API_PREFIX}${name}.`,
      }));
      return openapiObject;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

export default fp(openapi, { name: 'openapi' });
