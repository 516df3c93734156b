import { isLocale, type Locale } from '@contract/shared/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { isSecureEnv } from '@server/config';
import { AppError } from '@server/http/app-error';
import { globalPlugin } from '@server/http/global-plugin';
import type { UserRow, Role } from '@server/repositories/users/repository';
import { newId, randomToken, sha256 } from '@server/security/tokens';

export const SESSION_COOKIE = 'ctoken';
export const SESSION_HEADER = 'ctoken';
/** last_seen_at is written at most this often (and well within the idle limit), so reads stay reads. */
const MAX_TOUCH_INTERVAL_MS = 60_000;

export interface SessionInfo {
  userId: string;
  email: string;
  partnerId: string | null;
  role: Role;
  sessionId: string;
}

export interface SessionProfile {
  givenName: string;
  familyName: string;
  partnerName: string | null;
  /** The language the user kept (docs/i18n.md); null until they choose one. */
  locale: Locale | null;
}

export interface AuthService {
  /** New random token for the user, stored hashed, sent as the ctoken cookie. */
  startSession(
    user: Pick<UserRow, 'id'>,
    partnerId: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string>;
  /** Expires the cookie in the browser (the row is revoked separately). */
  clearCookie(reply: FastifyReply): void;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    requireSession: PreHandler;
    /**
     * The same check as requireSession, but the call does not count as activity (the idle clock
     * keeps running): for calls the app makes on its own, such as monitoring batches.
     */
    requireSessionQuiet: PreHandler;
    requireStaff: PreHandler;
    requireAdmin: PreHandler;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    /** Profile read with the session in the same query (saves the user calls a round trip). */
    sessionProfile: SessionProfile | null;
  }
}

function sessionExpired(): AppError {
  return new AppError(ResultCode.SESSION_TIMEOUT, 401);
}

/**
 * Sessions: the token travels in the `ctoken` header only. The cookie exists so the app can read
 * it and copy it into the header; the server never reads the cookie, so a cross-site form post
 * carries no authority.
 */
export const authPlugin = globalPlugin('auth', async (app) => {
  const { config, clock, sessionsRepository } = app;
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;
  const touchIntervalMs = Math.min(MAX_TOUCH_INTERVAL_MS, idleMs / 4);
  const secure = isSecureEnv(config);

  const cookie = (value: string, maxAgeSeconds: number) =>
    `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;

  const auth: AuthService = {
    async startSession(user, partnerId, request, reply) {
      const token = randomToken();
      const now = clock.now();
      await sessionsRepository.insert({
        id: newId(),
        tokenHash: sha256(token),
        userId: user.id,
        partnerId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        ip: request.ip ?? null,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) || null,
      });
      reply.header('set-cookie', cookie(token, Math.floor(absoluteMs / 1000)));
      return token;
    },
    clearCookie(reply) {
      reply.header('set-cookie', cookie('', 0));
    },
  };

  const checkSession = async (request: FastifyRequest, countsAsActivity: boolean) => {
    const header = request.headers[SESSION_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || token.length > 200) throw sessionExpired();
    const now = clock.now();
    const row = await sessionsRepository.findActive(sha256(token), now);
    if (
      !row ||
      row.revokedAt ||
      row.disabled ||
      row.expiresAt.getTime() <= now.getTime() ||
      now.getTime() - row.lastSeenAt.getTime() > idleMs
    ) {
      throw sessionExpired();
    }
    if (countsAsActivity && now.getTime() - row.lastSeenAt.getTime() > touchIntervalMs) {
      await sessionsRepository.touch(row, now);
    }
    request.session = {
      userId: row.userId,
      email: row.email,
      partnerId: row.partnerId,
      role: row.role,
      sessionId: row.id,
    };
    request.sessionProfile = {
      givenName: row.givenName,
      familyName: row.familyName,
      partnerName: row.partnerName,
      locale: isLocale(row.locale) ? row.locale : null,
    };
  };

  const requireSession: PreHandler = (request) => checkSession(request, true);
  const requireSessionQuiet: PreHandler = (request) => checkSession(request, false);

  const requireRole =
    (role: Role): PreHandler =>
    async (request, reply) => {
      await requireSession(request, reply);
      if (request.session?.role !== role) throw new AppError(ResultCode.NO_AUTHORITY, 403);
    };

  const staffGuard = requireRole('STAFF');
  const adminGuard = requireRole('ADMIN');

  // The session check runs first on every protected route: routes declare their guard as
  // `onRequest`, before the body is parsed and validated, so a caller without a session learns
  // nothing about the schema (a malformed body included). A guard declared at a later stage is
  // refused when the route is registered, so the server does not start with one.
  const guards = new Set<unknown>([requireSession, requireSessionQuiet, staffGuard, adminGuard]);
  app.addHook('onRoute', (route) => {
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      if ([route[stage] ?? []].flat().some((handler) => guards.has(handler))) {
        throw new Error(`${route.method} ${route.url}: declare its guard as onRequest, not ${stage}`);
      }
    }
  });

  app.decorateRequest('session', null);
  app.decorateRequest('sessionProfile', null);
  app.decorate('auth', auth);
  app.decorate('requireSession', requireSession);
  app.decorate('requireSessionQuiet', requireSessionQuiet);
  app.decorate('requireStaff', staffGuard);
  app.decorate('requireAdmin', adminGuard);
});

/** The caller's current partner, or NO_AUTHORITY when the session has none (e.g. staff). */
export function currentPartnerId(request: FastifyRequest): string {
  const partnerId = request.session?.partnerId;
  if (!partnerId) throw new AppError(ResultCode.NO_AUTHORITY, 403);
  return partnerId;
}
