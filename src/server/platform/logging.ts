import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (guest links); they never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|code|state|access_token)=)[^&]*/gi;

export const scrubUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * Structured JSON logs that never contain passwords, tokens or answers: request bodies are not logged,
 * authorization headers and secret query parameters are removed.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
