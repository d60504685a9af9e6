import { holdsSeat, meetsRequirement, type PermissionRequirement } from '@chapter/shared/permissions';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import type { LastSeen } from '../lib/last-seen.ts';
import { loadPrincipal, type Principal } from '../lib/principal.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export interface GuardOptions {
  /** Allowed while a temporary password waits to be changed (profile, change password, logout). */
  allowPasswordChange?: boolean;
  require?: PermissionRequirement;
  /** A permission only a seat grants: no role and no `isAdmin` passes (docs/membership-committee.md). */
  seat?: string;
}

export interface AuthGuard {
  /** 401 unless a valid token names a live session of an active user; loads request.principal. */
  required(opts?: GuardOptions): onRequestAsyncHookHandler;
  /** Loads request.principal when a valid token is sent; never fails. */
  optional(): onRequestAsyncHookHandler;
  /** Resolves a bearer token to a principal (also used by the WebSocket handshake). */
  resolve(token: string): Promise<Principal>;
}

function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h?.startsWith('Bearer ')) return undefined;
  return h.slice(7).trim() || undefined;
}

export function createAuthGuard(ctx: AppContext, tokens: TokenService, lastSeen?: LastSeen): AuthGuard {
  const ended = () => new AppError('UNAUTHENTICATED', 'Session has ended. Please sign in again.');

  async function resolve(token: string): Promise<Principal> {
    const now = ctx.clock.now();
    const claims = await tokens.verify(token, now);
    const principal = await loadPrincipal(ctx.db, claims.userId, claims.sessionId, now);
    if (!principal) throw ended();
    lastSeen?.note(principal.userId);
    return principal;
  }

  return {
    resolve,
    required(opts = {}) {
      return async (req) => {
        const token = bearerToken(req);
        if (!token) throw new AppError('UNAUTHENTICATED', 'No authentication token found');
        const principal = await resolve(token);
        if (principal.mustChangePassword && !opts.allowPasswordChange) {
          throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change your temporary password to continue.');
        }
        if (opts.require && !meetsRequirement(principal, opts.require)) {
          throw new AppError('PERMISSION_DENIED', 'Permission denied');
        }
        if (opts.seat && !holdsSeat(principal, opts.seat)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
        req.principal = principal;
      };
    },
    optional() {
      return async (req) => {
        const token = bearerToken(req);
        if (!token) return;
        req.principal = await resolve(token).catch(() => undefined);
      };
    },
  };
}

/** The principal a guarded route can rely on. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new AppError('UNAUTHENTICATED', 'No authentication token found');
  return req.principal;
}
