import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';

interface TokenClaims {
  userId: number;
  sessionId: string;
  version: string;
  permissions: string[];
}

type VerifiedClaims = TokenClaims & { expiresAt: Date };

/** Verified tokens kept, at most; the oldest is dropped first. */
const CACHE_SIZE = 2_000;
/** How long a verified signature is trusted without checking it again. */
const CACHE_MS = 60_000;

/** Signs and verifies the app's JWTs. HS256 is pinned: any other algorithm, `none` included, is refused. */
export class TokenService {
  /**
   * The secret imported once as an HMAC SHA-256 key: given raw bytes, jose imports them again on every sign
   * and verify (garbage and CPU at each socket connect and each uncached authenticated request).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Signature checks by token string: HMAC verification through WebCrypto is a sixth of an authenticated
   * read's cost (bench/RESULTS.md). Only the signature is cached: expiry is checked against `now` on every
   * call, and the guard still loads the session from the database each request, so revocation is immediate.
   */
  private readonly verified = new Map<string, { claims: VerifiedClaims; until: number }>();

  constructor(secret: string) {
    const raw = new TextEncoder().encode(secret);
    this.key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // A secret WebCrypto refuses fails each sign and verify (verify answers 401), as jose's own import would.
    this.key.catch(() => undefined);
  }

  async sign(claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ version: claims.version, permissions: claims.permissions, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  /** Returns the claims or throws 401 (TOKEN_EXPIRED for an expired token, UNAUTHENTICATED otherwise). */
  async verify(token: string, now: Date): Promise<VerifiedClaims> {
    const hit = this.verified.get(token);
    if (hit && hit.until > Date.now()) {
      if (now.getTime() >= hit.claims.expiresAt.getTime()) throw new AppError('TOKEN_EXPIRED', 'Token has expired');
      return hit.claims;
    }
    const claims = await this.verifySignature(token, now);
    if (this.verified.size >= CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { claims, until: Date.now() + CACHE_MS });
    return claims;
  }

  private async verifySignature(token: string, now: Date): Promise<VerifiedClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        throw new AppError('UNAUTHENTICATED', 'Invalid token');
      }
      return {
        userId,
        sessionId: payload.sid,
        version: typeof payload.version === 'string' ? payload.version : '',
        permissions: Array.isArray(payload.permissions) ? payload.permissions.map(String) : [],
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token has expired');
      throw new AppError('UNAUTHENTICATED', 'Invalid token');
    }
  }
}
