// OpenAPI 3.1 document generated from the route schemas, served at /api/docs (reference page)
// and /api/docs/json.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session';

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member Portal club API',
        version: '1.0.0',
        description:
          'Every body is the envelope { statusCode, payload, errors: { message } }; the HTTP status equals statusCode.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

export default fp(openapi, { name: 'openapi' });
