import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../auth/access';

/**
 * The OpenAPI document (`/api/docs`) held to Redocly's recommended rules (`npm run lint:openapi`, decision 0024)
 * without asking each route for more than it already declares:
 * - `operationId` from method and path (stable, unique, camelCase): `GET /api/user/tag/user/{userId}` is
 *   `getUserTagUserByUserId`;
 * - `security` from the route's `config.access`: signed-in routes take the access token as a bearer JWT, guest
 *   routes a guest link's token as a bearer token or the `token` query parameter, anonymous routes nothing;
 * - every operation documents the one error shape for 4XX answers;
 * - a route whose path ends in `.pdf` answers `application/pdf`;
 * - a trailing slash is not part of a documented path (the router ignores it);
 * - `nullable` only beside a `type`, and a record keyed by an enum names its keys.
 * A new module's routes need only their summary, schemas and access declaration.
 */

export const SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token from `POST /api/auth/api/v1/login` (or `/refresh`), checked against the live session on every call.',
  },
  guestToken: {
    type: 'http',
    scheme: 'bearer',
    description: "A guest link's token (set a password, answer an invitation), for the link's one purpose.",
  },
  guestTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: "The same guest link's token, as the link carries it.",
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

/** Who may call a route, as OpenAPI security requirements (any one of them is enough). */
export function securityFor(rule: Access | undefined): SecurityRequirement[] {
  switch (rule?.kind) {
    case 'anonymous':
      return [];
    case 'guest':
      return [{ guestToken: [] }, { guestTokenQuery: [] }];
    default:
      // signed in (with or without roles), the refresh call (an expired token of a live session)
      return [{ accessToken: [] }];
  }
}

/** `get` + `/api/user/tag/user/{userId}` -> `getUserTagUserByUserId` (the `/api` prefix dropped). */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[{:](\w+)}?$/.exec(segment);
      return param ? ['by', ...splitWords(param[1])] : splitWords(segment);
    });
  const capitalised = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

const splitWords = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean);

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string', description: 'What went wrong, in words a person can act on' },
    code: { type: 'string', description: 'A stable error code, e.g. VALIDATION_FAILED or SESSION_ENDED' },
  },
  required: ['statusCode', 'error', 'message'],
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
type Json = any;

/** Rewrites the generated document so that it passes Redocly's recommended rules (see above). */
export function finishDocument(doc: Json): Json {
  doc.servers ??= [{ url: '/', description: 'This Stride server' }];
  doc.components ??= {};
  doc.components.securitySchemes = { ...SECURITY_SCHEMES, ...doc.components.securitySchemes };
  doc.components.schemas = { ...doc.components.schemas, Error: ERROR_SCHEMA };
  doc.components.responses = {
    ...doc.components.responses,
    Refused: {
      description: 'Refused: bad input (400), not signed in (401), not allowed (403), not found (404), …',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  };

  const paths: Record<string, Json> = {};
  const taken = new Set<string>();
  for (const [rawPath, item] of Object.entries<Json>(doc.paths ?? {})) {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    paths[path] ??= {};
    const target = paths[path];
    for (const [method, op] of Object.entries<Json>(item)) {
      target[method] = op;
      if (!HTTP_METHODS.includes(method)) continue;
      let id = op.operationId ?? operationIdFor(method, path);
      for (let n = 2; taken.has(id); n++) id = `${operationIdFor(method, path)}${n}`;
      taken.add(id);
      op.operationId = id;
      op.security ??= [{ accessToken: [] }];
      op.responses ??= {};
      if (!Object.keys(op.responses).some((code) => code.startsWith('4'))) {
        op.responses['4XX'] = { $ref: '#/components/responses/Refused' };
      }
      if (path.endsWith('.pdf')) {
        const ok = op.responses['200'] ?? {};
        op.responses['200'] = {
          description:
            ok.description && ok.description !== 'Default Response' ? ok.description : 'The PDF file',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        };
      }
    }
  }
  doc.paths = paths;
  fixNullable(doc);
  nameRecordKeys(doc);
  return doc;
}

/**
 * OpenAPI 3.0 wants `type` beside `nullable`; zod writes `nullable: true` beside `anyOf` (a union) or alone (a
 * transformed value whose output type it cannot name). Move it into each branch, or drop it where any value is
 * allowed anyway.
 */
function fixNullable(node: Json): void {
  if (Array.isArray(node)) {
    for (const n of node) fixNullable(n);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (node.nullable === true && node.type === undefined) {
    const branches = node.anyOf ?? node.oneOf;
    if (Array.isArray(branches)) {
      for (const b of branches) if (b && typeof b === 'object' && b.type !== undefined) b.nullable = true;
      delete node.nullable;
    } else if (!node.$ref && !node.allOf) {
      delete node.nullable;
    }
  }
  for (const v of Object.values(node)) fixNullable(v);
}

/**
 * A zod record keyed by an enum comes out as `additionalProperties` with every key `required` but none under
 * `properties`: name those keys with the value schema, so the document says what it requires.
 */
function nameRecordKeys(node: Json): void {
  if (Array.isArray(node)) {
    for (const n of node) nameRecordKeys(n);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const values = node.additionalProperties;
  if (Array.isArray(node.required) && values && typeof values === 'object') {
    const missing = node.required.filter((k: string) => !node.properties?.[k]);
    if (missing.length) {
      node.properties ??= {};
      for (const k of missing) node.properties[k] = values;
    }
  }
  for (const v of Object.values(node)) nameRecordKeys(v);
}

/** The options of @fastify/swagger: zod schemas to JSON schema, then the additions above. */
export function swaggerOptions(info: { title: string; version: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        ...info,
        description:
          'The Stride API. Signed-in calls carry the access token as a bearer JWT; guest links carry their own token.',
      },
      components: { securitySchemes: { ...SECURITY_SCHEMES } },
    },
    transform: (args) => {
      const result = jsonSchemaTransform(args);
      const access = args.route.config?.access as Access | undefined;
      const methods = ([] as string[]).concat(args.route.method);
      return {
        ...result,
        schema: {
          ...result.schema,
          // one method per route here: the web app's catch-all is hidden
          operationId: operationIdFor(methods[0], args.url),
          security: securityFor(access),
        },
      };
    },
    transformObject: (documentObject) =>
      finishDocument(
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
      ),
  };
}
