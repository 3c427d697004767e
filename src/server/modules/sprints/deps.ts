import type { SQL } from 'drizzle-orm';
import type { ConferenceChoice } from '../../../shared/domain/conference';
import type { CapabilityCode, Language } from '../../../shared/enums';
import type { SprintStatus } from '../../../shared/sprint-enums';
import type { CanView } from '../../platform/auth/can-view';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { JobsQueue } from '../../platform/jobs/types';
import type { Mailer } from '../../platform/mail/outbox';
import type { Realtime } from '../../platform/realtime/socket';
import type { LicensingService } from '../licensing';
import type { NotifyDonePort, NotifyPort } from '../notifications';

/**
 * Tells a person something in the product (the notifications module's notify port, decision 0038), inside the
 * caller's transaction; a second call with the same dedupKey for the same person is a no-op.
 */
export type SprintsNotify = (
  tx: Db,
  notice: {
    userId: number;
    clientId: number;
    kind: 'SPRINT_CREW_ADDED' | 'SPRINT_ENDING';
    textKey: string;
    params: Record<string, string | number>;
    route: string | null;
    dedupKey: string;
    sprintId: number;
    relatedId: number;
    showButton: boolean;
    buttonText: string | null;
  },
) => Promise<unknown>;

/** What the sprints module is given (filled by the registry). Ports to other modules are declared here, narrow. */
export interface SprintsDeps {
  /** the calendar's conference provider: how the owner's activity meetings get a video link (in the caller's tx) */
  conference?: { of(clientId: number, userId: number, tx?: Db): Promise<ConferenceChoice> };
  db: Db;
  clock: Clock;
  events: EventBus;
  jobs: JobsQueue;
  mailer: Mailer;
  guestTokens: GuestTokenService;
  licensing: LicensingService;
  publicUrl: string;
  /** the notifications module's notify port: crew added, review opening, check-ins due, crew feedback and advice */
  notify: NotifyPort;
  /** the notifications module's notify-done port: a check-in closed completes its "check-in due" notification */
  notifyDone: NotifyDonePort;
  // ports of sprint-design (filled by the registry)
  /** identity's people: a person's name, e-mail and language; which ids are active members */
  people: SprintPeople;
  /** the GLA's capability ranking (rank 1 strongest), null without a finished GLA */
  gla: {
    ranking(
      userId: number,
      clientId: number,
      language: Language,
    ): Promise<Array<{ code: CapabilityCode; name: string; rank: number }> | null>;
  };
  /** the outcomes chosen in this year's Leader Impact plan (their option codes and labels) */
  plan: { chosenOutcomes(userId: number, clientId: number): Promise<Array<{ code: string; label: string }>> };
  /** viewing rights (the teams module answers, decision 0022) */
  canView: CanView;
  /**
   * the gamification's port (decision 0043): called inside the final review's transaction when a sprint is saved
   * to the portfolio, so a certificate is issued exactly when the save commits
   */
  certification: {
    sprintSaved(
      tx: Db,
      sprint: { clientId: number; userId: number; sprintId: number; name: string },
    ): Promise<void>;
  };
  /** team sprints (issue 13): a team, its people and a person's place in it (the teams module answers) */
  teams: SprintTeamsPort;
  /** team sprints: the stand-up answers reach the team sprint's room live */
  realtime: Pick<Realtime, 'toObject' | 'allowJoin'>;
  /** identity.users.extendState: the current user carries currentSprintStatus */
  extendState(fragment: {
    name: string;
    select(person: { userId: SQL<number>; clientId: SQL<number> }): SQL<string | null>;
    map(value: string | null): { currentSprintStatus: SprintStatus | null };
  }): void;
}

export interface SprintPeople {
  byId(id: number): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
  /** the account with this e-mail (any organisation; `activeMembers` says whether it is one of ours), or null */
  byEmail(email: string): Promise<{ id: number } | null>;
  activeMembers(
    clientId: number,
    userIds: number[],
  ): Promise<Array<{ id: number; fullName: string; email: string; language: string }>>;
  /** the person's membership of the organisation: whether the role challenges that unlock sprints are completed */
  membership(userId: number, clientId: number): Promise<{ roleChallengesCompleted: boolean } | null>;
  /** drops the cached current user after currentSprintStatus changed */
  forgetUser(userId: number): Promise<void>;
  /** run/: the owners' names, e-mails and languages (mails, option names); unknown ids are left out */
  peopleByIds(
    ids: readonly number[],
  ): Promise<Map<number, { id: number; fullName: string; email: string; language: string }>>;
}

/**
 * The teams module, as team sprints need it (filled by the registry). Called outside a transaction: the teams
 * module reads with its own connection.
 */
export interface SprintTeamsPort {
  /**
   * the team in the organisation (null for none or another organisation's) and the person's role in it: MANAGER,
   * MEMBER (accepted, guests included) or null; one round trip
   */
  place(
    clientId: number,
    teamId: number,
    userId: number,
  ): Promise<{
    team: { id: number; name: string; managerId: number };
    role: 'MANAGER' | 'MEMBER' | null;
  } | null>;
  /** the team's people (the manager included when listed), with their names and whether they are guests */
  members(
    clientId: number,
    teamId: number,
  ): Promise<Array<{ userId: number; name: string; email: string; guest: boolean; accepted: boolean }>>;
  /** the teams a person manages (the demo seed finds its team) */
  managedBy(userId: number, clientId: number): Promise<Array<{ id: number; name: string }>>;
}
