import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { teachingRoles } from '@brainboost/domain/teacher-students/class-codes';
import type { AccessType, Feature } from '@brainboost/domain/billing/entitlements';
import { AppError } from './app-error.js';

/**
 * Who may call a route. Every `/api` route must declare one in `config.access`; the server
 * refuses to start otherwise, so no endpoint is reachable by accident.
 * - `public`: anyone, signed in or not (the handler may still behave differently when signed in)
 * - `signed-in`: any signed-in user
 * - `teacher`: teacher, admin or master
 * - `admin`: admin or master
 */
export type RouteAccess = 'public' | 'signed-in' | 'teacher' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route with who may call it, for the tests that walk them all. Routes outside /api
     * (health, key set, the sandbox's checkout pages, the web app) check no access: they are public.
     */
    routeAccessTable: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A paid feature the caller's entitlements must include (implies signed in). */
    feature?: Feature;
    /** Only child accounts may call it (the handler refuses adults with 403): the route walk checks both sides. */
    audience?: 'child';
  }
}

const rolesFor: Record<Exclude<RouteAccess, 'public' | 'signed-in'>, ReadonlySet<AccessType>> = {
  teacher: teachingRoles,
  admin: new Set(['admin', 'master']),
};

export type DeclaredRoute = { method: string; url: string; access: RouteAccess; feature: Feature | undefined; audience?: 'child' };

export type AccessLookup = {
  roleOf(userId: string): Promise<AccessType>;
  featuresOf(userId: string): Promise<ReadonlySet<Feature>>;
};

/** Paths under /api that are not ours to declare (the API docs UI registers its own files). */
const undeclaredPrefixes = ['/api/docs'];

function needsDeclaration(url: string) {
  return url.startsWith('/api/') && !undeclaredPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'generic.unauthenticated');

/**
 * A preValidation hook. Callback style: the signed-in check most routes need creates no promise;
 * only a role or feature lookup waits on one.
 */
type AccessCheck = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

/** Refuses callers whose entitlements lack `feature` (403 FEATURE_REQUIRED). */
export function requireFeature(feature: Feature, lookup: AccessLookup): AccessCheck {
  return (request, _reply, done) => {
    if (!request.userId) return done(unauthenticated());
    lookup
      .featuresOf(request.userId)
      .then((features) => done(features.has(feature) ? undefined : new AppError('FEATURE_REQUIRED', 403, 'generic.featureRequired')), done);
  };
}

/** Refuses callers without one of the route's roles. */
export function requireRole(access: Exclude<RouteAccess, 'public'>, lookup: AccessLookup): AccessCheck {
  return (request, _reply, done) => {
    if (!request.userId) return done(unauthenticated());
    if (access === 'signed-in') return done();
    lookup
      .roleOf(request.userId)
      .then((role) => done(rolesFor[access].has(role) ? undefined : new AppError('FORBIDDEN', 403, 'generic.forbidden')), done);
  };
}

/** Access is checked before the body is validated, so callers who may not call learn nothing from validation. */
function prependPreValidation(route: RouteOptions, check: AccessCheck) {
  const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
  route.preValidation = [check, ...existing] as RouteOptions['preValidation'];
}

/** Every route registered after this enforces its declared access (and feature, if any). */
export function registerRouteAccess(app: FastifyInstance, lookup: AccessLookup) {
  const table: DeclaredRoute[] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const declared = route.config?.access;
    if (!declared && needsDeclaration(url)) throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
    const access = declared ?? 'public';
    if (route.config?.feature) prependPreValidation(route, requireFeature(route.config.feature, lookup));
    // A public route needs no check at all.
    if (access !== 'public') prependPreValidation(route, requireRole(access, lookup));
    for (const method of ([] as string[]).concat(route.method))
      if (method !== 'HEAD') table.push({ method, url, access, feature: route.config?.feature, audience: route.config?.audience });
  });
}
