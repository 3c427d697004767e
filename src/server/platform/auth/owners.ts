import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';

/**
 * Who owns the objects a route's path names (issue 19 point 2, decision 0026). A signed-in route declares, for
 * each parameter of its path, either the kind of organisation-owned object it names (`owner.of('team')`) or
 * that it names none (`owner.none('a language code')`). Access control then answers 404 for an object of
 * another organisation, or one that does not exist, before it checks roles and features and before the body
 * and query are validated: another organisation's object is 404, whatever else is wrong.
 *
 * The kinds are named, not imported: each module supplies the lookups of its own objects (its `owners`, a
 * `select ... where id = $1 and client_id = $2`), and any module's route may name any kind (a plan route names
 * identity's 'person'), so no module reaches into another for it.
 */
export type OwnerLookup = (id: number, clientId: number) => Promise<boolean>;

export type ParamOwner =
  | { kind: 'object'; object: string }
  /** the parameter names no organisation's object (a language code, a label, any organisation for operators) */
  | { kind: 'none'; what: string };

export type ParamOwners = Readonly<Record<string, ParamOwner>>;

export const owner = {
  /** the parameter is the id of an object of this kind, which belongs to one organisation */
  of: (object: string): ParamOwner => ({ kind: 'object', object }),
  /** the parameter names no organisation-owned object: say what it is */
  none: (what: string): ParamOwner => ({ kind: 'none', what }),
};

/** The path parameters of a route url (`/a/:id/b/:guestId` -> id, guestId). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/** Every module's lookups, by kind of object (app.ts fills it from the modules). */
export type OwnerLookups = Map<string, OwnerLookup>;

/** Throws at start-up when a signed-in route with path parameters leaves one undeclared or names an unknown kind. */
export function checkOwnerDeclaration(
  route: { method: string | string[]; url: string },
  owners: ParamOwners | undefined,
  lookups: OwnerLookups,
) {
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  const params = pathParams(route.url);
  for (const param of params) {
    const declared = owners?.[param];
    if (!declared) {
      throw new Error(
        `Route ${name} does not declare what its path parameter :${param} names (owners: owner.of(kind) or owner.none(what)).`,
      );
    }
    if (declared.kind === 'object' && !lookups.has(declared.object)) {
      throw new Error(`Route ${name} names objects of kind "${declared.object}", which no module looks up.`);
    }
  }
  for (const param of Object.keys(owners ?? {})) {
    if (!params.includes(param))
      throw new Error(`Route ${name} declares an owner of :${param}, not in its path.`);
  }
}

/** A positive int4 id as the path spells it, or null (a malformed id is left to validation: 400). */
function idOf(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** 404 unless every object the path names belongs to the organisation (run before roles and validation). */
export async function checkOwners(
  request: FastifyRequest,
  owners: ParamOwners,
  lookups: OwnerLookups,
  clientId: number,
) {
  const params = request.params as Record<string, unknown>;
  for (const [param, declared] of Object.entries(owners)) {
    if (declared.kind !== 'object') continue;
    const id = idOf(params[param]);
    if (id === null) continue;
    const lookup = lookups.get(declared.object);
    if (!lookup || !(await lookup(id, clientId))) throw notFound();
  }
}

/**
 * The usual lookup: a row of the module's own table with this id and organisation (one prepared primary-key
 * probe, `select 1 from <table> where <id> = $1 and <clientId> = $2`).
 */
export function ownerLookupOf(
  db: Db,
  kind: string,
  table: PgTable,
  columns: { id: AnyColumn; clientId: AnyColumn },
): OwnerLookup {
  let prepared: { execute(values: { id: number; clientId: number }): Promise<unknown[]> } | undefined;
  return async (id, clientId) => {
    prepared ??= db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(and(eq(columns.id, sql.placeholder('id')), eq(columns.clientId, sql.placeholder('clientId'))))
      .limit(1)
      .prepare(`owner_of_${kind.replace(/\W/g, '_')}`);
    return (await prepared.execute({ id, clientId })).length > 0;
  };
}
