import { z } from 'zod';
import { safeLine } from './text';

/** The debug page's emit: a topic and any JSON message, sent to the caller's own sockets. */
export const debugEmitBody = z.object({
  topic: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/, 'A topic has letters, digits and . : - _ only'),
  message: safeLine().max(2000),
});
export const debugEmitResponse = z.object({ sent: z.literal(true) });
