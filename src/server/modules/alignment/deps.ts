import type { Principal } from '../../platform/auth/access';

/** What the alignment survey needs of the teams module (wired in src/server/registry.ts). */
export interface AlignmentTeams {
  /** the team (of the caller's organisation) and the caller's place in it, or null */
  team(
    p: Principal,
    teamId: number,
  ): Promise<{ id: number; name: string; managerId: number; role: 'MANAGER' | 'MEMBER' | null } | null>;
  /** the team's members and guests with their names and e-mails (the manager too) */
  members(
    clientId: number,
    teamId: number,
  ): Promise<Array<{ userId: number; name: string; email: string; guest: boolean; accepted: boolean }>>;
  /** a team's name (the respondent's header), or '' */
  name(clientId: number, teamId: number): Promise<string>;
  /** the teams a person manages (the demo data finds the Platform Team) */
  managedBy(userId: number, clientId: number): Promise<Array<{ id: number; name: string }>>;
  /** the ids of the teams a person manages or belongs to (the express setup's opening) */
  teamsOf(userId: number, clientId: number): Promise<number[]>;
  /**
   * the express setup's team: the caller's one team, or a new team they manage (named `name`, of the first team
   * type) when they have none; null when they belong to several. 50 calls at once make one team.
   */
  ensureOwnTeam(p: Principal, name: string): Promise<{ id: number; name: string; created: boolean } | null>;
}

/** What it needs of identity's people: the language a participant's mail is written in. */
export interface AlignmentPeople {
  byId(id: number): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
}
