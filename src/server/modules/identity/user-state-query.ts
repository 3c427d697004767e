import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { UserStateExtension } from '../../../shared/contracts/user';
import { sessions } from '../../platform/auth/tables';
import { createBatchedRead } from '../../platform/db/batched-read';
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
  /**
   * Another person's name and e-mail as JSON (`{ email, fullName }`, null when unknown), for a fragment whose
   * own table holds a person's id (the subscription's buyer): identity's table stays identity's (decision 0017).
   */
  personById(id: SQL): SQL<{ email: string; fullName: string } | null>;
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
  /**
   * An invalidation-bus topic whose message is an organisation id, published by the module when its field
   * changes for a whole organisation: every instance then drops that organisation's cached current users.
   */
  changesOn?: string;
  /** the placeholders `select` uses, with their values at the time of the call */
  params?(): Record<string, unknown>;
  map(value: T): UserStateExtension;
}

/** The identity columns of the current-user row (module fragments add theirs, mapped into `extension`). */
export interface UserStateRow {
  userId: number;
  email: string;
  fullName: string;
  salutation: string | null;
  designation: string | null;
  avatarImageUrl: string | null;
  language: string;
  theme: string;
  /** ISO text */
  createdAt: string;
  roles: string[];
  roleChallengesCompleted: boolean;
  tempRestrict: boolean;
  clientId: number;
  clientName: string;
  settings: ClientSettingsRow;
  agreedAt: string | null;
  tenants: { id: number; client_id: number; name: string }[];
  tags: string[];
}

/** The one column the statement answers: the identity fields, the organisation, and one field per fragment. */
type StateJson = Omit<UserStateRow, 'clientName' | 'settings'> & {
  client: ClientSettingsRow & { name: string };
  [fragment: `fragment_${string}`]: unknown;
};

export interface UserStateRead {
  row: UserStateRow;
  /** the fields the modules' fragments own */
  extension: UserStateExtension;
}

const IDENTITY_PARAMS = new Set(['userId', 'clientId', 'sessionIds']);

/** How long a row read with a session check waits for the getUserState of the requests that checked it. */
const JUST_READ_MS = 1_000;

/** The most sessions one live-session statement checks (concurrent requests share it: decision 0066). */
const SESSIONS_PER_STATEMENT = 64;

/**
 * The current user's row in one round trip: the person, the membership, the organisation, consent, tags and
 * tenants (scalar sub-selects rather than joins: measured with pgbench this plan runs about twice as fast), and
 * one column per module fragment. Two prepared statements share these columns: by person, and by session
 * (the live-session check of every signed-in call, which so reads the current user in the same round trip;
 * the row waits, taken once, for that request's getUserState). Prepared on the first read, after every module
 * has added its fragment.
 */
export function createUserStateQuery(db: Db) {
  // biome-ignore lint/suspicious/noExplicitAny: each fragment has its own value type
  const fragments: UserStateFragment<any>[] = [];
  let prepared: ReturnType<typeof prepare> | undefined;
  /** rows read by session checks, each waiting for as many `read`s as requests it answered */
  const justRead = new Map<string, { at: number; value: UserStateRead; takes: number }>();
  /** the live sessions among those asked, in one statement */
  const sessionsRead = createBatchedRead(
    async (sessionIds: string[]) => {
      prepared ??= prepare();
      const rows = await prepared.bySession.execute(params({ sessionIds }));
      return new Map(rows.map((row) => [row.sessionId, mapped(row)]));
    },
    { maxBatch: SESSIONS_PER_STATEMENT },
  );

  /**
   * The whole row as ONE json column (measured, docs/decisions/0026): the driver then parses one field instead
   * of describing and decoding twenty-odd, and drizzle maps one value. Timestamps arrive as ISO text.
   */
  function columns() {
    const person: StatePerson = {
      userId: sql<number>`${users.id}`,
      clientId: sql<number>`${memberships.clientId}`,
      email: sql<string>`${users.email}`,
      personById: (id) =>
        sql`(SELECT json_build_object('email', p.email, 'fullName', p.full_name) FROM ${users} p WHERE p.id = ${id})`,
    };
    const fields: [string, SQL][] = [
      ['userId', sql`${users.id}`],
      ['email', sql`${users.email}`],
      ['fullName', sql`${users.fullName}`],
      ['salutation', sql`${users.salutation}`],
      ['designation', sql`${users.designation}`],
      ['avatarImageUrl', sql`${users.avatarImageUrl}`],
      ['language', sql`${users.language}`],
      ['theme', sql`${users.theme}`],
      ['createdAt', sql`${users.createdAt}`],
      ['roles', sql`${memberships.roles}`],
      ['roleChallengesCompleted', sql`${memberships.roleChallengesCompleted}`],
      ['tempRestrict', sql`${memberships.tempRestrict}`],
      ['clientId', sql`${memberships.clientId}`],
      // the organisation's name and settings in one probe of clients
      [
        'client',
        sql`(SELECT json_build_object('name', c.name, 'customModelEnabled', c.custom_model_enabled,
          'customModelName', c.custom_model_name, 'multiLanguageSurvey', c.multi_language_survey,
          'aiAssistantEnabled', c.ai_assistant_enabled, 'defaultLanguage', c.default_language,
          'supportEmail', c.support_email)
        FROM clients c WHERE c.id = ${memberships.clientId})`,
      ],
      [
        'agreedAt',
        sql`(SELECT k.agreed_at FROM consents k WHERE k.client_id = ${memberships.clientId} AND k.user_id = ${users.id})`,
      ],
      // each name by primary key (a join here planned as a hash join over all organisations)
      [
        'tenants',
        sql`(SELECT coalesce(json_agg(json_build_object('id', m2.id, 'client_id', m2.client_id, 'name', m2.name)
            ORDER BY m2.name), '[]'::json)
          FROM (SELECT m.id, m.client_id, (SELECT c2.name FROM clients c2 WHERE c2.id = m.client_id) AS name
            FROM memberships m WHERE m.user_id = ${users.id} AND m.active) m2)`,
      ],
      [
        'tags',
        sql`(SELECT coalesce(array_agg(t.tag ORDER BY t.tag), '{}'::text[])
        FROM user_tags t WHERE t.client_id = ${memberships.clientId} AND t.user_id = ${users.id})`,
      ],
    ];
    for (const f of fragments) fields.push([`fragment_${f.name}`, f.select(person)]);
    if (fields.length > 50)
      throw new Error('the current-user row has more than 50 fields (json_build_object)');
    const pairs = sql.join(
      fields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
      sql`, `,
    );
    return { state: sql<StateJson>`json_build_object(${pairs})` };
  }

  function prepare() {
    const byPerson = db
      .select(columns())
      .from(users)
      .innerJoin(
        memberships,
        and(eq(memberships.userId, users.id), eq(memberships.clientId, sql.placeholder('clientId'))),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('identity_user_state');
    // the live-session check of session-repo.ts (revoked, expired, membership inactive, person not ACTIVE: no
    // row), for the sessions of the requests that arrived together (decision 0066)
    const bySession = db
      .select({ sessionId: sessions.id, ...columns() })
      .from(sessions)
      .innerJoin(
        memberships,
        and(
          eq(memberships.userId, sessions.userId),
          eq(memberships.clientId, sessions.clientId),
          eq(memberships.active, true),
        ),
      )
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 'ACTIVE')))
      .where(
        and(
          sql`${sessions.id} = ANY(${sql.placeholder('sessionIds')}::text[])`,
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > now()`,
        ),
      )
      .prepare('identity_session_user_state');
    return { byPerson, bySession };
  }

  function params(identityParams: Record<string, unknown>) {
    const all: Record<string, unknown> = { ...identityParams };
    for (const f of fragments) {
      for (const [key, value] of Object.entries(f.params?.() ?? {})) {
        if (IDENTITY_PARAMS.has(key)) throw new Error(`fragment "${f.name}" reuses the placeholder ${key}`);
        all[key] = value;
      }
    }
    return all;
  }

  /**
   * The row and the fragments' fields, copied field by field: object rest/spread here cost a few per cent of an
   * uncached getUserState's CPU in a profile (decision 0035).
   */
  function mapped({ state }: { state: StateJson }): UserStateRead {
    const extension: UserStateExtension = {};
    for (const f of fragments) Object.assign(extension, f.map(state[`fragment_${f.name}`]));
    const c = state.client;
    const row: UserStateRow = {
      userId: state.userId,
      email: state.email,
      fullName: state.fullName,
      salutation: state.salutation,
      designation: state.designation,
      avatarImageUrl: state.avatarImageUrl,
      language: state.language,
      theme: state.theme,
      createdAt: state.createdAt,
      roles: state.roles,
      roleChallengesCompleted: state.roleChallengesCompleted,
      tempRestrict: state.tempRestrict,
      clientId: state.clientId,
      clientName: c.name,
      settings: {
        customModelEnabled: c.customModelEnabled,
        customModelName: c.customModelName,
        multiLanguageSurvey: c.multiLanguageSurvey,
        aiAssistantEnabled: c.aiAssistantEnabled,
        defaultLanguage: c.defaultLanguage,
        supportEmail: c.supportEmail,
      },
      agreedAt: state.agreedAt,
      tenants: state.tenants,
      tags: state.tags,
    };
    return { row, extension };
  }

  return {
    /** Adds a module's column; only before the first read (the statements are prepared then). */
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
    async read(userId: number, clientId: number): Promise<UserStateRead | null> {
      const key = `${userId}:${clientId}`;
      const waiting = justRead.get(key);
      if (waiting) {
        const fresh = Date.now() - waiting.at <= JUST_READ_MS;
        if (!fresh || --waiting.takes <= 0) justRead.delete(key);
        if (fresh) return waiting.value;
      }
      prepared ??= prepare();
      const [row] = await prepared.byPerson.execute(params({ userId, clientId }));
      return row ? mapped(row) : null;
    },
    /**
     * The live session's person and organisation with their current-user row, in one round trip; null when the
     * session is revoked or expired, or the membership or the person is no longer active. The row waits for
     * `read` (once per request that checked the session, briefly): the request reads it there without a second
     * trip. Checks that start together share one statement (decision 0066).
     */
    async readBySession(sessionId: string): Promise<UserStateRead | null> {
      const value = await sessionsRead(sessionId);
      if (!value) return null;
      const key = `${value.row.userId}:${value.row.clientId}`;
      const held = justRead.get(key);
      // requests of one batch that checked the same session share its row: each takes it once
      if (held?.value === value) held.takes++;
      else {
        if (justRead.size >= 10_000) justRead.clear();
        justRead.set(key, { at: Date.now(), value, takes: 1 });
      }
      return value;
    },
    /** Drops rows waiting for `read` (a change to the person, or to an organisation when `clientId` is absent). */
    forget(match: { userId?: number; clientId?: number } = {}) {
      for (const [key, { value }] of justRead) {
        const hit =
          (match.userId === undefined || value.row.userId === match.userId) &&
          (match.clientId === undefined || value.row.clientId === match.clientId);
        if (hit) justRead.delete(key);
      }
    },
  };
}
export type UserStateQuery = ReturnType<typeof createUserStateQuery>;
