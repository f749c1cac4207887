/**
 * Who is asking, decided once per request: `request.caller` (access/caller.ts) is a visitor, a
 * signed-in staff member (from the session cookie) or the holder of an owner link (its `key`), and
 * `request.staff` is the staff member or null (who may do what: permission-check.ts), and
 * `refuseCrossSite` refuses state-changing requests that a browser sent from another site (the CSRF
 * defence: SameSite=Lax cookies plus an origin check).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { callerFrom, VISITOR, type Caller } from '../access/caller';
import { findSession, type SignedInStaff, type StaffSession } from '../access/session-repository';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { SESSION_REQUIRED_CODE } from '#common/api';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '#common/constants';
import type { SessionPolicy } from '../access/session-policy';
import type { DB } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { documentErrors } from './openapi';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** The signed-in staff member of `caller` (second factor presented), or null. */
    readonly staff: SignedInStaff | null;
    /** The staff session of the cookie, trusted or still waiting for its second factor, or null. */
    staffSession: StaffSession | null;
  }
}

/** Methods that change nothing, which no CSRF defence needs to look at. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerAuth(app: FastifyInstance, db: Kysely<DB>, policy: SessionPolicy): Promise<void> {
  await app.register(cookie);
  app.decorateRequest<Caller | null>('caller', null);
  app.decorateRequest<StaffSession | null>('staffSession', null);
  app.decorateRequest('staff', {
    getter(this: FastifyRequest) {
      return this.caller?.kind === 'staff' ? this.caller.session : null;
    },
  });
  app.addHook('onRequest', async (request) => {
    // Only the API asks who is asking; assets and HTML pages cost no session query.
    if (!request.url.startsWith('/api/')) {
      request.caller = VISITOR;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findSession(db, token, policy) : null;
    request.staffSession = session;
    request.caller = callerFrom(session, (request.query as { key?: unknown } | undefined)?.key);
  });
  // What staff or an owner link see (contact details, the full record) is never kept by a browser or
  // a shared cache: not on disk, not for the next person at a library computer.
  app.addHook('onSend', async (request, reply) => {
    // Photos are public and immutable, whoever fetches them.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/files/')) return;
    // A request refused before its hooks ran (a malformed URL) has no caller: a visitor's.
    const caller = (request.caller as Caller | null) ?? VISITOR;
    if (caller.kind !== 'visitor' || request.url.startsWith('/api/admin/') || request.url.startsWith('/api/auth/')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  const options = {
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', options);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const options = { sameSite: 'lax' as const, secure: request.protocol === 'https', path: '/' };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, options);
}

/**
 * Browsers send Origin with every cross-site POST/PUT/PATCH/DELETE; a request whose Origin (or, lacking
 * it, Sec-Fetch-Site) names another site is refused. Clients that send neither are not browsers and
 * carry no ambient cookie to abuse. The admin scope refuses cross-site reads too (`includeReads`).
 */
export function refuseCrossSite(publicUrl: string | null, { includeReads = false } = {}) {
  return documentErrors(
    async (request: FastifyRequest): Promise<void> => {
      if (!includeReads && SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const allowed = [`${request.protocol}://${request.host}`, ...(publicUrl ? [publicUrl] : [])];
      if (origin !== undefined ? !allowed.includes(origin) : request.headers['sec-fetch-site'] === 'cross-site') {
        throw new ApiError(403, 'CROSS_SITE_REQUEST', 'errors.crossSite');
      }
    },
    [403],
  );
}

function sessionRequired(): ApiError {
  return new ApiError(401, SESSION_REQUIRED_CODE, STAFF_MESSAGES.sessionRequired);
}

/** The sign-in routes' own check: any live session, with or without its second factor. */
export function currentStaffSession(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw sessionRequired();
  return request.staffSession;
}

/** The signed-in staff member of a request whose action allows only staff. */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw sessionRequired();
  return request.staff;
}
