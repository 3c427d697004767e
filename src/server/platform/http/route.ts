import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Access,
  type GuestAccess,
  guestOf,
  type Principal,
  principalOf,
  type UserAccess,
} from '../auth/access';
import type { GuestGrant } from '../auth/guest-tokens';
import type { ParamOwners } from '../auth/owners';
import { actingGet } from './acting-get';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** What the handler learns about its caller: the principal of a signed-in route, the grant of a guest route. */
export type CallerOf<A extends Access> = A extends UserAccess
  ? { principal: Principal }
  : A extends GuestAccess
    ? { guest: GuestGrant }
    : Record<never, never>;

/** Everything a handler reads: the caller, the parsed params, query and body, and the raw request and reply. */
export type RouteContext<A extends Access, P, Q, B> = CallerOf<A> & {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What the handler may return: a body one of the response schemas accepts, or the reply it sent itself. */
type Answer<R> =
  R extends Record<number, Schema> ? { [K in keyof R]: z.input<R[K]> }[keyof R] | FastifyReply : unknown;

export interface RouteDefinition<A extends Access, P, Q, B, R> {
  method: Method;
  url: string;
  access: A;
  /**
   * What each path parameter names (signed-in routes must say, for every one): `owner.of('team')`, checked
   * before roles and validation (another organisation's team is 404), or `owner.none('a language code')`.
   */
  owners?: ParamOwners;
  /** OpenAPI */
  tags: readonly string[];
  summary: string;
  description?: string;
  /** leaves the route out of the OpenAPI document */
  hide?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /** the success status, when it is not 200 (e.g. 201) */
  status?: number;
  /** a GET that changes something (decision 0025): never cached, refused when another site starts it */
  acting?: boolean;
  handler: (ctx: RouteContext<A, P, Q, B>) => Answer<R> | Promise<Answer<R>>;
}

// biome-ignore lint/suspicious/noExplicitAny: any server, logger and type provider may mount a route
type AnyApp = FastifyInstance<any, any, any, any, any>;

/**
 * Declares one route: who may call it (checked before the handler by registerAccessControl), its zod schemas
 * (validation, serialisation and the OpenAPI document) and a handler that receives the caller and the parsed input.
 */
export function route<
  A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Record<number, Schema> | undefined = undefined,
>(app: AnyApp, def: RouteDefinition<A, P, Q, B, R>): void {
  const { access, status } = def;
  const needsPrincipal = access.kind === 'user';
  app.route({
    method: def.method,
    url: def.url,
    config: { access, ...(def.owners ? { owners: def.owners } : {}) },
    ...(def.acting ? { onRequest: actingGet } : {}),
    // a GET has no body to decompress: no @fastify/compress preParsing hook on every GET (decision 0035)
    ...(def.method === 'GET' ? { decompress: false } : {}),
    schema: {
      tags: [...def.tags],
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      ...(def.hide ? { hide: true } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.response ? { response: def.response } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        ...(needsPrincipal ? { principal: principalOf(request) } : {}),
        ...(access.kind === 'guest' ? { guest: guestOf(request) } : {}),
      } as RouteContext<A, P, Q, B>;
      if (status) reply.status(status);
      return def.handler(ctx);
    },
  });
}

/** route() with the tags of one routes file filled in. */
export function routesOf(app: AnyApp, defaults: { tags: readonly string[] }) {
  return <
    A extends Access,
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    R extends Record<number, Schema> | undefined = undefined,
  >(
    def: Omit<RouteDefinition<A, P, Q, B, R>, 'tags'> & { tags?: readonly string[] },
  ) => route<A, P, Q, B, R>(app, { ...def, tags: def.tags ?? defaults.tags });
}
