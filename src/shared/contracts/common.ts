import { z } from 'zod';
import { urlId } from './ids';
import { safeText } from './text';

/** The one error shape every failing call answers with. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  /** the request's id (also in the X-Request-Id header): the key to the request's log lines */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParam = z.object({ id: urlId });

export const email = safeText()
  .trim()
  .min(3)
  .max(254)
  .pipe(z.email({ message: 'must be a valid e-mail address' }))
  .transform((v) => v.toLowerCase());

export const okResponse = z.object({ ok: z.literal(true) });

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
