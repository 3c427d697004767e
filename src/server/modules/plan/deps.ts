import type { CapabilityCode, Language } from '../../../shared/enums';
import type { CanView } from '../../platform/auth/can-view';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import type { Realtime } from '../../platform/realtime/socket';
import type { CommentsRepo } from './comments/repo';
import type { NetworkRepo } from './network/repo';
import type { PlanRepo } from './plans/repo';

/** What the plan module needs of identity (its `people` face). */
export interface PlanPeople {
  forgetUser(userId: number): Promise<void>;
  setRoleChallengesCompleted(userId: number, clientId: number, done: boolean): Promise<void>;
  byId(id: number): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
  byEmail(email: string): Promise<{ id: number; fullName: string } | null>;
  membership(
    userId: number,
    clientId: number,
  ): Promise<{ roleChallengesCompleted: boolean; active: boolean } | null>;
  organisation(clientId: number): Promise<{ name: string; defaultLanguage: string } | null>;
}

/** The GLA's capability ranking of a person (the assessment module), null when there is no finished GLA. */
export interface GlaPort {
  ranking(
    userId: number,
    clientId: number,
    language: Language,
  ): Promise<Array<{ code: CapabilityCode; name: string; rank: number; score: number | null }> | null>;
}

/** Whether a viewer may read another person's plan: the one viewing-rights port, answered by teams (decision 0022). */
export type ViewingRightsPort = CanView;

/**
 * Tells a person something in the product (the notifications module's notify port, filled in registry.ts), inside
 * the caller's transaction; a second call with the same dedupKey for the same person is a no-op.
 */
export type PlanNotify = (
  tx: Db,
  notice: {
    userId: number;
    clientId: number;
    kind: 'PLAN_COMMENT' | 'NETWORK_ACCEPTED' | 'PLAN_SHARED';
    textKey: string;
    params: Record<string, string | number>;
    route: string | null;
    dedupKey: string;
    relatedId: number;
    showButton: boolean;
    buttonText: string | null;
  },
) => Promise<unknown>;

/**
 * The person's finished sprints (the sprints module, filled in registry.ts): the plan's portfolio shows them,
 * read-only, newest year first. Saved, incomplete and closed sprints; cancelled ones are left out.
 */
export interface SprintPortfolioPort {
  finished(
    userId: number,
    clientId: number,
    year?: number,
  ): Promise<Array<{ year: number; sprints: Array<{ id: number; label: string }> }>>;
}

export interface PlanDeps {
  db: Db;
  repo: PlanRepo;
  network: NetworkRepo;
  comments: CommentsRepo;
  people: PlanPeople;
  canView: ViewingRightsPort;
  gla: GlaPort;
  mailer: Mailer;
  guestTokens: GuestTokenService;
  realtime: Pick<Realtime, 'toObject' | 'allowJoin'>;
  publicUrl: string;
  notify: PlanNotify;
  sprints: SprintPortfolioPort;
}
