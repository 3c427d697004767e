import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (guest links); they never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|code|state|access_token)=)[^&]*/gi;

/** Page paths whose segment is a one-time link's token (the wipe-out link, `/wipeout/<token>`). */
const SECRET_PATHS = /(\/wipeout\/)[^/?#]+/gi;
/**
 * Any other path segment that looks like a token: a guest token (`g_` and 43 characters), a JWT, or 32 or more
 * URL-safe characters without a dot. File names (`Page-Bx8f3kD2.js`) and numeric ids stay readable.
 */
const TOKEN_SEGMENTS = /\/(?:g_[\w-]{8,}|eyJ[\w-]*\.[\w-]+\.[\w-]*|[\w~%-]{32,})(?=[/?#]|$)/g;

/** An address as it may be logged: tokens in its path and its secret query parameters removed. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  return (
    path.replace(SECRET_PATHS, '$1[redacted]').replace(TOKEN_SEGMENTS, '/[redacted]') +
    query.replace(SECRET_PARAMS, '$1[redacted]')
  );
}

/**
 * Structured JSON logs that never contain passwords, tokens or answers: request bodies are not logged,
 * authorization headers and secret query parameters are removed.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'body.password',
        'password',
        'access_token',
        'refresh_token',
        'token',
        '*.password',
        '*.token',
        '*.answers',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
