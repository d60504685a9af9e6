import { SECRET_PATH_SEGMENTS } from '../../lib/logger.ts';

const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const SECRET_PARAM = /([?&](?:token|code|password|key)=)[^&#\s]+/gi;
// The same links the request log redacts (reset, welcome, setup, invitation, calendar feed), in any letter case.
const SECRET_PATH = new RegExp(`/(${SECRET_PATH_SEGMENTS.join('|')})/[\\w-]{10,}`, 'gi');

/** Removes tokens, secrets in URLs and reset links from free text before it is stored or mailed. */
export function scrubSecrets(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [token]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(SECRET_PATH, '/$1/[redacted]');
}

/** Scrubs every string in a JSON-like value. */
export function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubSecrets(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubDeep(v)])) as T;
  }
  return value;
}
