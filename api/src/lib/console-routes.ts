// The routes of one kind of club row in the console (membership types, add-ons, promo codes,
// vouchers, shop categories and products, creche series, swim levels, terms and classes, trainers
// and PT session types): GET the list, POST a new row, PUT `/:id` a change, DELETE `/:id` a removal
// (where rows are removed). The club and the actor are the session's (consoleActor): another
// club's id is a 404 in the service, never a write.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogueIdParamsSchema, RemovalResultSchema } from '@portal/shared/contracts';
import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Database } from '../db/client';
import { consoleActor, type ConsoleActor } from './club-audit';
import { ok } from './envelope';
import type { routeSchemas } from './route-schema';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The route schemas (routeSchemas), the new and the changed row sharing one body; a kind of row never removed has no `remove`. */
export interface RowRouteSchemas<Body extends TSchema> {
  list?: FastifySchema;
  create: FastifySchema & { body: Body };
  update: FastifySchema & { params: TSchema; body: Body };
  remove?: FastifySchema & { params: TSchema };
}

/** What one kind of row's routes carry: the form, the row a write answers, the list, what a removal answers. */
export interface RowShapes<Body extends TSchema, Row extends TSchema, List extends TSchema, Removed extends TSchema> {
  body: Body;
  row: Row;
  /** The list, when the routes list the rows (some consoles read them in one page call). */
  list?: List;
  /** A removal's answer (RemovalResult unless given). */
  removed?: Removed;
}

/** The summary of each route in the API reference. */
export interface RowSummaries {
  list?: string;
  create: string;
  update: string;
  remove?: string;
}

/** The schemas of one kind of row's routes, `route` being the module's routeSchemas; create and update share the body. */
export function rowRouteSchemas<Body extends TSchema, Row extends TSchema, List extends TSchema, Removed extends TSchema = typeof RemovalResultSchema>(
  route: ReturnType<typeof routeSchemas>,
  shapes: RowShapes<Body, Row, List, Removed>,
  summaries: RowSummaries,
) {
  const params = CatalogueIdParamsSchema;
  const { body, row, list } = shapes;
  const removed = (shapes.removed ?? RemovalResultSchema) as Removed;
  return {
    list: list && summaries.list !== undefined ? route(summaries.list, {}, list) : undefined,
    create: route(summaries.create, { body }, row),
    update: route(summaries.update, { params, body }, row),
    remove: summaries.remove !== undefined ? route(summaries.remove, { params }, removed) : undefined,
  };
}

/** The service's functions behind them. */
export interface RowRouteHandlers<In> {
  list?: (db: Database, clubId: number) => Promise<unknown>;
  create: (db: Database, actor: ConsoleActor, input: In) => Promise<unknown>;
  update: (db: Database, actor: ConsoleActor, id: number, input: In) => Promise<unknown>;
  remove?: (db: Database, actor: ConsoleActor, id: number) => Promise<unknown>;
}

/** Options besides the schema: `all` of every route (a per-route access rule), `write` of create and update (a body limit). */
export interface RowRouteOptions {
  all?: RouteShorthandOptions;
  write?: RouteShorthandOptions;
}

export function consoleRowRoutes<Body extends TSchema>(
  app: App,
  path: string,
  schemas: RowRouteSchemas<Body>,
  handlers: RowRouteHandlers<Static<Body>>,
  options: RowRouteOptions = {},
): void {
  const db = app.db;
  // The schemas validated the body and the id before the handler runs; the casts only name them.
  const input = (request: { body: unknown }) => request.body as Static<Body>;
  const id = (request: { params: unknown }) => (request.params as { id: number }).id;
  const { list, remove } = handlers;
  const write = { ...options.all, ...options.write };
  if (schemas.list && list) app.get(path, { ...options.all, schema: schemas.list }, async (request, reply) => ok(reply, await list(db, request.user!.clubId)));
  app.post(path, { ...write, schema: schemas.create }, async (request, reply) => ok(reply, await handlers.create(db, consoleActor(request), input(request))));
  app.put(`${path}/:id`, { ...write, schema: schemas.update }, async (request, reply) => ok(reply, await handlers.update(db, consoleActor(request), id(request), input(request))));
  if (schemas.remove && remove)
    app.delete(`${path}/:id`, { ...options.all, schema: schemas.remove }, async (request, reply) => ok(reply, await remove(db, consoleActor(request), id(request))));
}
