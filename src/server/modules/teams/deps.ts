import type { CapabilityRank } from '../../../shared/domain/team-aggregates';
import type { Language, RoleLevel } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';

/** A person as the teams' lists show them. */
export interface PersonName {
  id: number;
  fullName: string;
  email: string;
  /** interface language (mails and option names follow it) */
  language: string;
}

/** What the teams module needs of identity's people and organisations (wired in src/server/registry.ts). */
export interface TeamsPeoplePort {
  /** names and e-mails of these people, in one query; unknown ids are left out */
  peopleByIds(ids: readonly number[]): Promise<Map<number, PersonName>>;
  /** which of these people are active members of the organisation */
  activeMembers(clientId: number, userIds: number[], tx?: Db): Promise<PersonName[]>;
  /** members of the organisation whose name contains the keyword (any case), by name */
  searchMembers(
    clientId: number,
    keyword: string,
    activeOnly: boolean,
    limit?: number,
  ): Promise<Array<PersonName & { designation: string | null; active: boolean }>>;
  /** locks the organisation's row until the transaction ends */
  lockOrganisation(clientId: number, tx: Db): Promise<void>;
}

/**
 * Tells a person something in the product (the notifications module's notify port, filled in registry.ts), inside
 * the caller's transaction; a second call with the same dedupKey for the same person is a no-op.
 */
export type TeamsNotify = (
  tx: Db,
  notice: {
    userId: number;
    clientId: number;
    kind: 'TEAM_ADDED' | 'MANAGER_REQUEST';
    type?: 'UPDATE' | 'REMINDER';
    status?: 'ACTIVE' | null;
    textKey: string;
    params: Record<string, string | number>;
    route: string;
    dedupKey: string;
    teamId: number;
    relatedId: number;
    showButton: boolean;
    buttonText: string;
  },
) => Promise<unknown>;
/** What the teams module needs of identity's guest accounts (guests from outside, decision 0039). */
export interface TeamGuestAccountsPort {
  prepare(
    clientId: number,
    guest: { email: string; fullName: string },
    tx: Db,
  ): Promise<{ userId: number; hasPassword: boolean; organisationMember: boolean }>;
  hasPassword(userId: number): Promise<boolean>;
  hashPassword(password: string): Promise<string>;
  activate(clientId: number, userId: number, passwordHash: string | null, tx: Db): Promise<void>;
  forgetUser(userId: number): Promise<void>;
}

/**
 * What the manager impact board and the team GLA report ask of other modules (wired in src/server/registry.ts):
 * participation in the GLA and the 360, the plan's progress and role levels, a running sprint, the last sign-in.
 */
export interface TeamImpactPorts {
  gla: {
    /** the person's latest finished GLA by capability rank, or null */
    ranking(userId: number, clientId: number, lng: Language): Promise<CapabilityRank[] | null>;
    /** the person's unfinished GLA, or null */
    unfinished(userId: number, clientId: number): Promise<unknown | null>;
  };
  /** which of these people have a closed Leader 360 */
  leader360: { done(clientId: number, userIds: number[]): Promise<Set<number>> };
  plan: {
    /** this year's plan's progress in percent, or null without a plan */
    progress(userId: number, clientId: number): Promise<number | null>;
    roleLevels(
      userId: number,
      clientId: number,
    ): Promise<{ current: RoleLevel | null; next: RoleLevel | null } | null>;
  };
  /** whether the person has a personal sprint in progress */
  sprints: {
    inProgress(clientId: number, userId: number): Promise<boolean>;
    /** the team portfolio (issue 13): the team's sprints saved to the portfolio in a year, and the years holding any */
    teamPortfolio?(
      clientId: number,
      teamId: number,
      year: number,
    ): Promise<{
      years: number[];
      sprints: Array<{ id: number; title: string; startDate: string; endDate: string }>;
    }>;
  };
  /** when these people last signed in to the organisation */
  activity: { lastActive(clientId: number, userIds: number[]): Promise<Map<number, Date | null>> };
}
