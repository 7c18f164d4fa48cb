// The portal's access rules, enforced by the server. The shell hides menu entries by
// role, user type and club feature (shell/src/routing/access-rules.ts); hiding is not refusing,
// so every API route declares who may call it, once, as route config:
//
//   config: { access: { remote: 'mf-bookings', who: ['member'], feature: 'bookClass', notSuspended: true } }
//
// The same rule is the operation's `security` in the API reference (plugins/openapi.ts
// securityOf), so what the reference says and what the server enforces cannot disagree.
//
// Modules set it for all their routes with accessDefaults() (modules/index.ts and the module
// files); a route's own `config.access` adds to or overrides its module's. This plugin checks the
// declaration in one preHandler, and refuses to start when a route under /api/v1 declares none,
// so a new route cannot forget.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KIOSK_NOT_PAIRED_MESSAGE, NO_ACCESS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import {
  FEATURE_NOT_AVAILABLE,
  GUARDIANS_ONLY,
  GUEST_NOT_ALLOWED,
  MEMBERS_ONLY,
  SUSPENDED_NO_NEW_BOOKINGS,
} from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { clubs, USER_TYPE, users, ROLES, type Role } from '../db/schema';
import type { ClubFlags, RemoteName } from '../db/schema/clubs';
import { fail } from '../lib/envelope';
import { isSuspended } from '../lib/suspended-members.cached';
import { kioskDeviceOf } from '../modules/kiosks';
import type { SessionAccess, SessionUser } from './session-user';

/** Who a signed-in user is, by user type (docs/spec/account-core.md §6): 5 guardian, 6 prospect, else member. */
export type UserKind = 'member' | 'guardian' | 'prospect';

export interface RouteAccess {
  /**
   * Anyone may call it (public forms, sign-in); the route checks whatever else it needs itself.
   * A route of a public module that needs a credential says `public: false` with its rule.
   */
  public?: boolean;
  /** Only a paired kiosk may call it: its device cookie (modules/kiosks/device-auth.ts), not a session. */
  kiosk?: boolean;
  /** Roles allowed; ADMIN and USER when absent. GUEST never uses the signed-in portal. */
  roles?: Role[];
  /** User kinds allowed; every kind when absent. */
  who?: UserKind[];
  /** The remote(s) whose pages use the route: refused when the club enables none of them. */
  remote?: RemoteName | RemoteName[];
  /** A club feature flag that must be on. */
  feature?: keyof ClubFlags;
  /** The kinds the feature flag applies to (the shop is always open to guardians); all when absent. */
  featureFor?: UserKind[];
  /** The route makes a new booking: refused while the member's membership is suspended. */
  notSuspended?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * Any signed-in user, whatever their role (GUEST and STAFF included): for a route of a public
 * module that needs the session but no more (who am I, my password, remove my login).
 */
export const ANY_SIGNED_IN: RouteAccess = { public: false, roles: [...ROLES] };

const API_PREFIX = '/api/v1/';
const SIGNED_IN_ROLES: Role[] = ['ADMIN', 'USER'];

export function userKind(userType: number): UserKind {
  if (userType === USER_TYPE.guardian) return 'guardian';
  if (userType === USER_TYPE.prospect) return 'prospect';
  return 'member';
}

/** Declares `defaults` for every route registered in this plugin context (and the ones it registers). */
export function accessDefaults(app: FastifyInstance, defaults: RouteAccess): void {
  app.addHook('onRoute', (route) => {
    // Parent contexts' hooks run first, so an outer module's keys win over an inner plugin's for
    // the same key; modules set remote/who, their route files add features.
    route.config = { ...route.config, access: { ...defaults, ...route.config?.access } };
  });
}

/** Any routes plugin (TypeBox-typed or plain). */
export type RoutesPlugin = FastifyPluginAsyncTypebox | ((app: FastifyInstance) => Promise<void>);

/** A plugin whose routes all carry `access` (for registering a routes plugin with its rule). */
/** A route's options that leave it to the club's ADMIN in a module its STAFF may call too. */
export const ADMIN_ONLY = { config: { access: { roles: ['ADMIN' as const] } } };

export function withAccess(access: RouteAccess, plugin: RoutesPlugin) {
  return async (app: FastifyInstance): Promise<void> => {
    accessDefaults(app, access);
    // The TypeBox provider only narrows the instance's types; at run time it is the same instance.
    await app.register(plugin as FastifyPluginAsync);
  };
}

function whoMessage(who: UserKind[]): string {
  if (who.includes('member')) return MEMBERS_ONLY;
  if (who.includes('guardian')) return GUARDIANS_ONLY;
  return NO_ACCESS_MESSAGE;
}

async function loadAccess(db: Database, user: SessionUser): Promise<SessionAccess> {
  const [row] = await db
    .select({ clubFlags: clubs.flags, enabledRemotes: clubs.enabledRemotes, timeZone: clubs.timeZone, memberId: users.memberId })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, user.userId))
    .limit(1);
  return row ?? { clubFlags: {} as ClubFlags, enabledRemotes: [], timeZone: 'UTC', memberId: null };
}


export { isSuspended };

type Refusal = { status: 401 | 403; message: string };

/**
 * Why `user` may not call a route declaring `access`, or null when they may. Answered at once
 * unless the database must be asked (a user built without the session's access, or a booking's
 * suspension check): nearly every request is decided without a promise.
 */
export function refusal(db: Database, user: SessionUser | null, access: RouteAccess): Refusal | null | Promise<Refusal | null> {
  if (access.public) return null;
  if (!user) return { status: 401, message: SIGN_IN_REQUIRED_MESSAGE };
  if (!(access.roles ?? SIGNED_IN_ROLES).includes(user.role)) {
    return { status: 403, message: user.role === 'GUEST' ? GUEST_NOT_ALLOWED : NO_ACCESS_MESSAGE };
  }
  const kind = userKind(user.userType);
  if (access.who && !access.who.includes(kind)) return { status: 403, message: whoMessage(access.who) };
  if (!(access.remote || access.feature || access.notSuspended)) return null;
  return user.access ? clubRefusal(db, user.access, kind, access) : loadAccess(db, user).then((club) => clubRefusal(db, club, kind, access));
}

/** The club's part of the rule: its remotes and flags, and for a booking the member's suspension. */
function clubRefusal(db: Database, club: SessionAccess, kind: ReturnType<typeof userKind>, access: RouteAccess): Refusal | null | Promise<Refusal | null> {
  if (access.remote) {
    const remotes = Array.isArray(access.remote) ? access.remote : [access.remote];
    if (!remotes.some((r) => club.enabledRemotes.includes(r))) return { status: 403, message: FEATURE_NOT_AVAILABLE };
  }
  if (access.feature && (!access.featureFor || access.featureFor.includes(kind)) && club.clubFlags[access.feature] !== true) {
    return { status: 403, message: FEATURE_NOT_AVAILABLE };
  }
  if (access.notSuspended && kind === 'member' && club.memberId) {
    return isSuspended(db, club.memberId, club.timeZone).then((suspended) => (suspended ? { status: 403 as const, message: SUSPENDED_NO_NEW_BOOKINGS } : null));
  }
  return null;
}

async function accessPolicy(app: FastifyInstance) {
  const apiRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX)) apiRoutes.push(route);
  });
  app.addHook('onReady', async () => {
    // Module hooks have run by now (they run after this one for each route, on the same object).
    const undeclared = apiRoutes.filter((r) => !r.config?.access).map((r) => `${String(r.method)} ${r.url}`);
    if (undeclared.length) {
      throw new Error(`API routes without an access rule (config.access, plugins/access-policy.ts): ${[...new Set(undeclared)].join(', ')}`);
    }
  });
  // A global hook runs before a route's own preHandlers, so refusals come before any handler work.
  // A callback hook: most requests are decided at once, with no promise.
  app.addHook('preHandler', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access) return done();
    const decide = (refused: Refusal | null) => {
      // An answer sent from a callback hook ends the request: `done` is not called.
      if (refused) fail(reply, refused.status, refused.message);
      else done();
    };
    if (access.kiosk) {
      kioskDeviceOf(app.db, request).then((device) => decide(device ? null : { status: 401, message: KIOSK_NOT_PAIRED_MESSAGE }), done);
      return;
    }
    const refused = refusal(app.db, request.user, access);
    if (refused instanceof Promise) refused.then(decide, done);
    else decide(refused);
  });
}

export default fp(accessPolicy, { name: 'access-policy', dependencies: ['session'] });
