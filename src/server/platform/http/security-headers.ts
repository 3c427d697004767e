import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy: no inline or foreign script; emotion (MUI) injects <style> elements at run time.
 * Calls and the socket go only to this server: 'self' (which CSP 3 browsers match to ws/wss of the page's own
 * origin) and, for older browsers, the WebSocket origin of PUBLIC_URL; never any other ws:/wss: host.
 */
export const contentSecurityPolicy = (publicUrl: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin(publicUrl)}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** ws://host[:port] of an http PUBLIC_URL, wss://... of an https one. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers on every response, computed once at start-up (a per-request header builder cost about a
 * tenth of the hot path's throughput in `npm run bench`).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }) {
  const https = opts.publicUrl.startsWith('https://');
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(opts.publicUrl),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    // API answers are personal (a session's state, a Leader Profile PDF): never stored by a browser or proxy.
    // Set first, so a route that chooses its own cache-control replaces it.
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'private, no-store');
    done();
  });
}
