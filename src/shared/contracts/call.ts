import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One server call, described once: its method, full path (path parameters written `:name`), and the zod schemas
 * of its path parameters, query, body and response. The web calls it typed (`api.call` in `web/lib/api`); the
 * server's routes may take their schemas from the same object.
 */
export interface CallContract {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Declares a call; the object comes back as given, with its literal types kept. */
export function defineCall<const C extends CallContract>(contract: C): C {
  return contract;
}

/** The body of a call's answer. */
export type CallResponse<C extends CallContract> = z.infer<C['response']>;

type Part<C, K extends 'params' | 'query' | 'body'> = C extends { [k in K]: infer S extends z.ZodType }
  ? { [k in K]: z.input<S> }
  : { [k in K]?: never };

/** What a caller gives: the path parameters, query and body the call declares (and only those). */
export type CallInput<C extends CallContract> = Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'>;

/** The path with its `:name` parameters filled in (each encoded). */
export function callPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`path parameter "${name}" is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The answer of a call that sends no body back (204), or whose body the caller does not read. */
export type NoContent = undefined;
