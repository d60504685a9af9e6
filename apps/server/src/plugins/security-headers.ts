import type { FastifyInstance } from 'fastify';

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
const CSP = CSP_DIRECTIVES.join('; ');
/** Served over https: sockets only over TLS, stray http subresources upgraded. */
const SECURE_CSP = [
  ...CSP_DIRECTIVES.map((d) => (d.startsWith('connect-src') ? "connect-src 'self' wss:" : d)),
  'upgrade-insecure-requests',
].join('; ');
/** Two years, the preload lists' minimum; subdomains too, since the app owns its host. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * CSP without inline script, nosniff, no framing, a strict referrer policy (docs/security-checklist.md). API answers
 * hold one member's data: no browser or shared cache keeps them unless a route chose its own policy (an avatar's
 * revalidation, say) — docs/web-delivery.md.
 */
export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  // With an https APP_URL browsers must never come back over plain http (docs/production.md "TLS"), whether or not
  // the load balancer in front adds the same header.
  const secure = appUrl.startsWith('https://');
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', secure ? SECURE_CSP : CSP);
    if (secure) reply.header('Strict-Transport-Security', HSTS);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
