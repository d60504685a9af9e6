import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: reset, setup and session secrets. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256; the random part makes a slow hash unnecessary. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
