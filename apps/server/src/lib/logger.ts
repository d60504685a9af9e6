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
        // Reset and setup tokens travel in the path: keep the route, drop the secret.
        url: scrubUrl(req.url),
        id: req.id,
      }),
    },
  };
}

const SECRET_PATH = /\/(password-reset|reset-password|setup|invitations|calendar-feeds)\/[^/?#]+/g;

export function scrubUrl(url: string): string {
  return url.replace(SECRET_PATH, '/$1/[redacted]').replace(/([?&](token|code)=)[^&]+/g, '$1[redacted]');
}
