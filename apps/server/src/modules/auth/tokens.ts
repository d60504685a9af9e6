import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';

interface TokenClaims {
  userId: number;
  sessionId: string;
  version: string;
  permissions: string[];
}

/** Signs and verifies the app's JWTs. HS256 is pinned: any other algorithm, `none` included, is refused. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ version: claims.version, permissions: claims.permissions, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Returns the claims or throws 401 (TOKEN_EXPIRED for an expired token, UNAUTHENTICATED otherwise). */
  async verify(token: string, now: Date): Promise<TokenClaims & { expiresAt: Date }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
