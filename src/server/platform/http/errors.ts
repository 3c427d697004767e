import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { acceptedLanguage, localisedErrorMessage } from '../i18n';

/** A failure the caller can act on: it becomes the one error shape `{ statusCode, error, message, code? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers?: Record<string, string>,
    /** extra fields of the error body, e.g. the bad rows of a refused batch */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message = 'You need to sign in.', code = 'UNAUTHENTICATED') =>
  new AppError(401, message, code);
export const forbidden = (message = "You Don't Have Permission To Perform this Action", code = 'FORBIDDEN') =>
  new AppError(403, message, code);
export const notFound = (what = 'The requested item') =>
  new AppError(404, `${what} was not found.`, 'NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new AppError(422, message, code);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function describeValidation(
  error: { validation: { instancePath?: string; message?: string; params?: unknown }[] },
  part: string,
) {
  return error.validation
    .map((v) => {
      const field = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const issue = v.params as { issue?: { path?: (string | number)[] } } | undefined;
      const name = field || issue?.issue?.path?.join('.') || part;
      return `${name}: ${v.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** The database's own error behind a failed query (drizzle wraps it: `Failed query: ... params: ...`). */
function databaseErrorOf(
  err: unknown,
): { code: string; constraint?: string; table?: string; routine?: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const c = e as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code) && c.severity !== undefined)
      return c as never;
    e = c.cause;
  }
  return null;
}

/** A message without the values in it: quoted text, e-mail addresses and long numbers become placeholders. */
export const scrubMessage = (message: string) =>
  message
    .split('\n')[0]
    .replace(/(["'`])(?:(?!\1).)*\1/g, '$1…$1')
    .replace(/[^\s@]+@[^\s@]+/g, '[e-mail]')
    .replace(/\d{4,}/g, '[n]')
    .slice(0, 200);

/**
 * What the log may record of an unexpected error: its type, the database's error code and constraint, and a
 * scrubbed message and stack, never the query's parameters nor the request body (issue 19).
 */
export function errorForLog(err: unknown) {
  const e = err as { name?: string; code?: unknown; message?: string; stack?: string };
  const database = databaseErrorOf(err);
  return {
    type: e?.name ?? typeof err,
    ...(database
      ? {
          code: database.code,
          constraint: database.constraint,
          table: database.table,
          routine: database.routine,
        }
      : {
          code: typeof e?.code === 'string' ? e.code : undefined,
          message: scrubMessage(String(e?.message ?? '')),
        }),
    stack: e?.stack
      ?.split('\n')
      .filter((l) => l.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        error: REASONS[err.statusCode] ?? 'Error',
        // in the caller's language where the code has a text of its own (issue 20)
        message: err.code
          ? localisedErrorMessage(err.code, err.message, acceptedLanguage(request.headers['accept-language']))
          : err.message,
        ...(err.code ? { code: err.code } : {}),
        ...err.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = (err as { validationContext?: string }).validationContext ?? 'request';
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `Invalid ${part}: ${describeValidation(err, part)}`,
        code: 'VALIDATION_FAILED',
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error(
        { issues: err.cause?.issues?.map((i) => ({ path: i.path, code: i.code })), url: err.url },
        'response did not match its schema',
      );
      return reply
        .status(500)
        .send({ statusCode: 500, error: REASONS[500], message: 'Something went wrong on our side.' });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        statusCode: status,
        error: REASONS[status] ?? 'Error',
        message: err.message,
        code: (err as FastifyError).code,
      });
    }
    const database = databaseErrorOf(err);
    if (database?.code === '23505') {
      // a uniqueness rule the service did not foresee (two requests at once): the caller retries or reloads
      request.log.warn({ error: errorForLog(err) }, 'unique violation answered 409');
      return reply.status(409).send({
        statusCode: 409,
        error: REASONS[409],
        message: 'This already exists (it was just created by another request).',
        code: 'ALREADY_EXISTS',
      });
    }
    request.log.error({ error: errorForLog(err) }, 'unhandled error');
    return reply
      .status(500)
      .send({ statusCode: 500, error: REASONS[500], message: 'Something went wrong on our side.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
      code: 'ROUTE_NOT_FOUND',
    }),
  );
}
