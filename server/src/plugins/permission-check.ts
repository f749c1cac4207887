/**
 * Every API route names its action (`config: { action }`, access/permissions.ts), and this plugin asks
 * `authorize` for it before the body is read. What the caller alone does not decide is decided with the
 * resource: the record of the path's `:id` (is this its own owner link? is it the staff member's
 * programme's?), or what the route's
 * `config.resource` reads (a staff member's own account). The API document gets each operation's
 * action (`x-action`), and its security and refusals from the rule, so the document and the decision
 * cannot drift apart.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ACTIONS,
  authorize,
  recordNotFound,
  recordResource,
  type Action,
  type ActionRule,
  type Resource,
} from '../access/permissions';
import type { DB } from '../db/schema';
import type { ApiMessage } from '../lib/words';
import { idParams } from '../lib/route-params';
import { containsNul } from './refuse-nul';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { sameSecret } from '../lib/tokens';
import { errorResponses, METRICS_SECURITY, OWNER_KEY_SECURITY, SESSION_SECURITY } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route lets its caller do; required of every route the API document lists. */
    action?: Action;
    /** Reads what an `account` action is decided with; a `record` action's record is read by its `:id`. */
    resource?: (request: FastifyRequest) => Promise<Resource>;
    /** What the route says of a record it cannot find, when not "Service dog not found". */
    recordMissing?: ApiMessage;
  }
}

interface DocumentedSchema {
  hide?: boolean;
  security?: Record<string, string[]>[];
  response?: Record<string | number, unknown>;
  'x-action'?: Action;
}

/** Who may call, as OpenAPI says it: any one of these credentials (an empty one: none at all). */
function securityOf(rule: ActionRule): Record<string, string[]>[] {
  const schemes = rule.allows.flatMap((who) => {
    switch (who) {
      case 'anyone':
        return [];
      case 'staff':
      case 'trainer':
      case 'signingIn':
        return [SESSION_SECURITY];
      case 'recordOwner':
        return [OWNER_KEY_SECURITY];
      case 'metricsToken':
        return [METRICS_SECURITY];
    }
  });
  return [...new Set(schemes)].map((scheme) => ({ [scheme]: [] }));
}

/**
 * The refusals a rule can give: 401 to a caller with no session (or no metrics token), 403 for the rest,
 * and 404 for a record that does not exist or is another programme's.
 */
function refusalsOf(rule: ActionRule): number[] {
  if (rule.allows.includes('anyone')) return [];
  const statuses = new Set<number>();
  if (rule.allows.some((who) => who !== 'anyone' && who !== 'recordOwner')) statuses.add(401);
  if (rule.allows.some((who) => who === 'recordOwner' || who === 'staff' || who === 'trainer') || rule.freshFactor) {
    statuses.add(403);
  }
  if (rule.scope === 'record') statuses.add(404);
  return [...statuses];
}

function documentAction(route: RouteOptions): void {
  const schema = route.schema as DocumentedSchema | undefined;
  // Routes without a schema (the web app's pages and files) and hidden ones are not API operations.
  if (!schema || schema.hide) return;
  const action = route.config?.action;
  if (!action) throw new Error(`${String(route.method)} ${route.url} names no action (config.action)`);
  const rule: ActionRule = ACTIONS[action];
  if (rule.scope === 'account' && rule.freshFactor === 'onceEnrolled' && !route.config?.resource) {
    throw new Error(`${String(route.method)} ${route.url}: ${action} is decided with the account (config.resource)`);
  }
  schema['x-action'] = action;
  // An action open to anyone may still document that a credential changes its answer (the full record).
  if (!(rule.allows.includes('anyone') && schema.security)) schema.security = securityOf(rule);
  schema.response = { ...errorResponses(...refusalsOf(rule)), ...schema.response };
}

function bearerToken(request: FastifyRequest): string {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
}

/**
 * The record of the path's `:id`, or null when there is none (the route answers 404) or the id is not
 * one the route takes: that is refused later by the route's checks (an empty or overlong id, a NUL,
 * which PostgreSQL cannot even be asked for), not read here before them.
 */
async function recordOf(db: Kysely<DB>, request: FastifyRequest): Promise<Resource | null> {
  const { id } = request.params as { id?: unknown };
  if (!idParams.safeParse({ id }).success || containsNul(id)) return null;
  const row = await findRegistrationById(db, id as string);
  return row ? recordResource(row) : null;
}

export function registerPermissionCheck(
  app: FastifyInstance,
  { db, metricsToken }: { db: Kysely<DB>; metricsToken: string | null },
): void {
  /** Requests on another programme's record, answered as the route answers a record it cannot find. */
  const elsewhere = new WeakSet<FastifyRequest>();
  app.addHook('onRoute', documentAction);
  app.addHook('onRequest', async (request) => {
    const { action, resource: readResource } = request.routeOptions.config;
    if (!action) return;
    const rule: ActionRule = ACTIONS[action];
    const presented = rule.allows.includes('metricsToken')
      ? {
          scope: 'registry' as const,
          metricsTokenPresented: metricsToken !== null && sameSecret(bearerToken(request), metricsToken),
        }
      : undefined;
    let decision = authorize(request.caller, action, presented);
    if (decision.allowed === 'withResource') {
      const resource = readResource ? await readResource(request) : await recordOf(db, request);
      if (!resource) return;
      decision = authorize(request.caller, action, resource);
    }
    if (decision.allowed === false && decision.asMissing) elsewhere.add(request);
    else if (decision.allowed === false) throw decision.refusal();
  });
  // Where a route finds its record missing: after the path's and body's checks, in the route's words.
  // Nothing of the record is read or changed before; the body is read as it would be for any id.
  app.addHook('preHandler', async (request) => {
    if (elsewhere.has(request)) throw recordNotFound(request.routeOptions.config.recordMissing);
  });
}
