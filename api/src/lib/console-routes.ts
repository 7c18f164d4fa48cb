// The routes of one kind of club row in the console (membership types, add-ons, promo codes,
// vouchers, shop categories and products, creche series, swim levels, terms and classes): GET the
// list, POST a new row, PUT `/:id` a change, DELETE `/:id` a removal. The club and the actor are
// the session's (consoleActor): another club's id is a 404 in the service, never a write.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Database } from '../db/client';
import { consoleActor, type ConsoleActor } from './club-audit';
import { ok } from './envelope';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The route schemas (routeSchemas), the new and the changed row sharing one body. */
export interface RowRouteSchemas<Body extends TSchema> {
  list?: FastifySchema;
  create: FastifySchema & { body: Body };
  update: FastifySchema & { params: TSchema; body: Body };
  remove: FastifySchema & { params: TSchema };
}

/** The service's functions behind them. */
export interface RowRouteHandlers<In> {
  list?: (db: Database, clubId: number) => Promise<unknown>;
  create: (db: Database, actor: ConsoleActor, input: In) => Promise<unknown>;
  update: (db: Database, actor: ConsoleActor, id: number, input: In) => Promise<unknown>;
  remove: (db: Database, actor: ConsoleActor, id: number) => Promise<unknown>;
}

export function consoleRowRoutes<Body extends TSchema>(app: App, path: string, schemas: RowRouteSchemas<Body>, handlers: RowRouteHandlers<Static<Body>>): void {
  const db = app.db;
  // The schemas validated the body and the id before the handler runs; the casts only name them.
  const input = (request: { body: unknown }) => request.body as Static<Body>;
  const id = (request: { params: unknown }) => (request.params as { id: number }).id;
  const { list } = handlers;
  if (schemas.list && list) app.get(path, { schema: schemas.list }, async (request, reply) => ok(reply, await list(db, request.user!.clubId)));
  app.post(path, { schema: schemas.create }, async (request, reply) => ok(reply, await handlers.create(db, consoleActor(request), input(request))));
  app.put(`${path}/:id`, { schema: schemas.update }, async (request, reply) => ok(reply, await handlers.update(db, consoleActor(request), id(request), input(request))));
  app.delete(`${path}/:id`, { schema: schemas.remove }, async (request, reply) => ok(reply, await handlers.remove(db, consoleActor(request), id(request))));
}
