import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        error: REASONS[err.statusCode] ?? 'Error',
        message: err.message,
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
      request.log.error({ err: err.cause?.issues, url: err.url }, 'response did not match its schema');
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
    request.log.error({ err }, 'unhandled error');
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
