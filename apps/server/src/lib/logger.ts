import type { LoggerOptions } from 'pino';

/**
 * Log options shared by the app and its scripts. Passwords, tokens and reset links never reach the
 * log: request bodies are not logged, and known secret fields are redacted wherever they appear.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'token',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.jwt',
        'link',
        '*.link',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        // Reset, sign-in, setup and invitation tokens travel in the path: keep the route, drop the secret.
        url: scrubUrl(req.url),
        id: req.id,
      }),
    },
  };
}

/**
 * Path segments that are followed by a secret: reset, welcome (visitor sign-in), setup, invitation and calendar-feed
 * links, in the API and in the pages the e-mails open. Compared decoded and in lower case, so `/API/Login-Links/…`
 * or `/api/login%2Dlinks/…` (which miss the route but are still logged) lose their token too.
 */
export const SECRET_PATH_SEGMENTS: readonly string[] = [
  'password-reset',
  'reset-password',
  'login-links',
  'welcome',
  'setup',
  'invitations',
  'calendar-feeds',
];
const SECRET_BEFORE = new Set(SECRET_PATH_SEGMENTS);
const REDACTED = '[redacted]';

const normalised = (part: string): string => {
  try {
    return decodeURIComponent(part).toLowerCase();
  } catch {
    return part.toLowerCase();
  }
};

/**
 * The URL as it may be logged: every segment after a secret-bearing one redacted, and every query value. A query
 * carries what members typed (search terms, filters), a visitor's response code or the WebSocket's token: the log
 * keeps which parameters were sent, never what they said.
 */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const segments = path.split('/');
  for (let i = 0; i < segments.length - 1; i++) {
    if (SECRET_BEFORE.has(normalised(segments[i] as string)) && segments[i + 1] !== '') segments[i + 1] = REDACTED;
  }
  if (q === -1) return segments.join('/');
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      // A bare `?s3cret` may be a value too.
      return eq === -1 ? (pair === '' ? pair : REDACTED) : `${pair.slice(0, eq + 1)}${REDACTED}`;
    });
  return `${segments.join('/')}?${params.join('&')}`;
}
