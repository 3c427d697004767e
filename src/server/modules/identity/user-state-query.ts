import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { UserStateExtension } from '../../../shared/contracts/user';
import type { Db } from '../../platform/db/client';
import { memberships, users } from './tables';

/** An organisation's settings as the current-user read carries them. */
export interface ClientSettingsRow {
  customModelEnabled: boolean;
  customModelName: string | null;
  multiLanguageSurvey: boolean;
  aiAssistantEnabled: boolean;
  defaultLanguage: string;
  supportEmail: string | null;
}

/** The person the current-user statement reads, as SQL a fragment may compare its own columns with. */
export interface StatePerson {
  userId: SQL<number>;
  clientId: SQL<number>;
  email: SQL<string>;
}

/**
 * A module's share of the current-user read (docs/decisions/0023): one scalar sub-select over the module's OWN
 * tables, which identity places in its one prepared statement, and the mapping of its value to the fields the
 * module owns. Values that change per call (this year) are placeholders named in `params`.
 */
export interface UserStateFragment<T = unknown> {
  /** unique among the fragments: the statement's column is named after it */
  name: string;
  select(person: StatePerson): SQL<T>;
  /** the placeholders `select` uses, with their values at the time of the call */
  params?(): Record<string, unknown>;
  map(value: T): UserStateExtension;
}

const IDENTITY_PARAMS = new Set(['userId', 'clientId']);

/**
 * The current user's row in one round trip: the person, the membership, the organisation, consent, tags and
 * tenants (scalar sub-selects rather than joins: measured with pgbench this plan runs about twice as fast), and
 * one column per module fragment. Prepared once, on the first read, after every module has added its fragment.
 */
export function createUserStateQuery(db: Db) {
  // biome-ignore lint/suspicious/noExplicitAny: each fragment has its own value type
  const fragments: UserStateFragment<any>[] = [];
  let prepared: ReturnType<typeof prepare> | undefined;

  function prepare() {
    const person: StatePerson = {
      userId: sql<number>`${users.id}`,
      clientId: sql<number>`${memberships.clientId}`,
      email: sql<string>`${users.email}`,
    };
    const extra: Record<string, SQL> = {};
    for (const f of fragments) extra[`fragment_${f.name}`] = f.select(person);
    return db
      .select({
        userId: users.id,
        email: users.email,
        fullName: users.fullName,
        salutation: users.salutation,
        designation: users.designation,
        avatarImageUrl: users.avatarImageUrl,
        language: users.language,
        theme: users.theme,
        createdAt: users.createdAt,
        roles: memberships.roles,
        roleChallengesCompleted: memberships.roleChallengesCompleted,
        tempRestrict: memberships.tempRestrict,
        clientId: memberships.clientId,
        clientName: sql<string>`(SELECT c.name FROM clients c WHERE c.id = ${memberships.clientId})`,
        settings: sql<ClientSettingsRow>`(
          SELECT json_build_object('customModelEnabled', c.custom_model_enabled, 'customModelName', c.custom_model_name,
            'multiLanguageSurvey', c.multi_language_survey, 'aiAssistantEnabled', c.ai_assistant_enabled,
            'defaultLanguage', c.default_language, 'supportEmail', c.support_email)
          FROM clients c WHERE c.id = ${memberships.clientId})`,
        agreedAt: sql<string | null>`(
          SELECT k.agreed_at FROM consents k WHERE k.client_id = ${memberships.clientId} AND k.user_id = ${users.id})`,
        tenants: sql<{ id: number; client_id: number; name: string }[]>`(
          SELECT coalesce(json_agg(json_build_object('id', m2.id, 'client_id', c2.id, 'name', c2.name) ORDER BY c2.name), '[]'::json)
          FROM memberships m2 JOIN clients c2 ON c2.id = m2.client_id
          WHERE m2.user_id = ${users.id} AND m2.active)`,
        tags: sql<string[]>`(
          SELECT coalesce(array_agg(t.tag ORDER BY t.tag), '{}'::text[])
          FROM user_tags t WHERE t.client_id = ${memberships.clientId} AND t.user_id = ${users.id})`,
        ...extra,
      })
      .from(users)
      .innerJoin(
        memberships,
        and(eq(memberships.userId, users.id), eq(memberships.clientId, sql.placeholder('clientId'))),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('identity_user_state');
  }

  return {
    /** Adds a module's column; only before the first read (the statement is prepared then). */
    add<T>(fragment: UserStateFragment<T>) {
      if (prepared) {
        throw new Error(
          `the current-user statement is prepared: add "${fragment.name}" while the app is built`,
        );
      }
      if (fragments.some((f) => f.name === fragment.name)) {
        throw new Error(`a current-user fragment named "${fragment.name}" is already added`);
      }
      if (!/^[a-z][a-zA-Z0-9]*$/.test(fragment.name)) {
        throw new Error(`a current-user fragment's name is a camelCase word, not "${fragment.name}"`);
      }
      fragments.push(fragment);
    },
    /** The person's row with the fields every fragment maps; null when not a member of the organisation. */
    async read(userId: number, clientId: number) {
      prepared ??= prepare();
      const params: Record<string, unknown> = { userId, clientId };
      for (const f of fragments) {
        for (const [key, value] of Object.entries(f.params?.() ?? {})) {
          if (IDENTITY_PARAMS.has(key)) throw new Error(`fragment "${f.name}" reuses the placeholder ${key}`);
          params[key] = value;
        }
      }
      const [row] = await prepared.execute(params);
      if (!row) return null;
      const extension: UserStateExtension = {};
      const fields = row as Record<string, unknown>;
      for (const f of fragments) Object.assign(extension, f.map(fields[`fragment_${f.name}`]));
      return { row, extension };
    },
  };
}
export type UserStateQuery = ReturnType<typeof createUserStateQuery>;
export type UserStateRow = NonNullable<Awaited<ReturnType<UserStateQuery['read']>>>['row'];
