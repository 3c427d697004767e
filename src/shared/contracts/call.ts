import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of one call: its path parameters, query, body and response. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * One server call, described once: its method and full path (path parameters written `:name`), typed by its
 * schemas. The schemas are named by type only, so a browser bundle that calls the server carries no zod;
 * `<domain>-call-schemas.ts` holds the same schemas as values (`<domain>CallSchemas`) for the server's routes,
 * and a test checks the two agree.
 */
export interface CallContract<S extends CallSchemas = CallSchemas> {
  readonly method: HttpMethod;
  readonly path: string;
  /** type only: never set at run time */
  readonly schemas?: S;
}

/** Declares a call: `defineCall<{ body: typeof saveNetworkBody; response: typeof networkEntry }>('POST', path)`. */
export function defineCall<S extends CallSchemas>(method: HttpMethod, path: string): CallContract<S> {
  return { method, path };
}

type SchemasOfCall<C> = C extends CallContract<infer S> ? S : never;

/** The body of a call's answer. */
export type CallResponse<C extends CallContract> = z.infer<SchemasOfCall<C>['response']>;

type Part<S, K extends 'params' | 'query' | 'body'> = S extends { [k in K]: infer T extends z.ZodType }
  ? { [k in K]: z.input<T> }
  : { [k in K]?: never };

/** What a caller gives: the path parameters, query and body the call declares (and only those). */
export type CallInput<C extends CallContract> = Part<SchemasOfCall<C>, 'params'> &
  Part<SchemasOfCall<C>, 'query'> &
  Part<SchemasOfCall<C>, 'body'>;

/** The schema values a set of calls declares by type, call by call (what `<domain>CallSchemas` must hold). */
export type SchemasOf<T extends Record<string, CallContract>> = { [K in keyof T]: SchemasOfCall<T[K]> };

/** The path with its `:name` parameters filled in (each encoded). */
export function callPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`path parameter "${name}" is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
