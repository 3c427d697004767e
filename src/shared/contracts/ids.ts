import { z } from 'zod';

/**
 * The one id type (issue 33 point 4). Every row's id is a PostgreSQL `integer` (serial), so an id is a whole
 * number from 1 to 2^31 - 1: anything else names no row and is refused with a 400 naming the field before a
 * query runs (a larger number would otherwise fail in the database as "integer out of range", a 500).
 */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = `must be an id: a whole number from 1 to ${MAX_ID}`;

/** An id in a JSON body. */
export const jsonId = z
  .number({ message: ID_MESSAGE })
  .int({ message: ID_MESSAGE })
  .min(1, { message: ID_MESSAGE })
  .max(MAX_ID, { message: ID_MESSAGE });

/** An id in a path or query string (text, read as a number). */
export const urlId = z.coerce
  .number({ message: ID_MESSAGE })
  .int({ message: ID_MESSAGE })
  .min(1, { message: ID_MESSAGE })
  .max(MAX_ID, { message: ID_MESSAGE });
