// Every route's body limit from its own schema (lib/body-limit.ts), set as each route is added:
// a body over it is refused with 413 while it is read, before any parser sees it. A route that
// takes no body takes almost nothing; a request that matches no route gets the server's small
// default (app.ts). A route that sets its own `bodyLimit` keeps it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { bodyLimitFor } from '../lib/body-limit';

async function bodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    route.bodyLimit = bodyLimitFor(route.schema as { body?: unknown; consumes?: unknown } | undefined);
  });
}

export default fp(bodyLimits, { name: 'body-limits' });
