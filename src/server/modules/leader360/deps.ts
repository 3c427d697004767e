import type { Language } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';

/** What the 360 needs of identity's people (wired in src/server/registry.ts). */
export interface Leader360People {
  /** drops the person's cached current user after a change the 360 owns */
  forgetUser(userId: number): Promise<void>;
  byId(id: number): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
  searchMembers(
    clientId: number,
    keyword: string,
    activeOnly: boolean,
  ): Promise<Array<{ id: number; fullName: string; email: string; active: boolean }>>;
  /** the organisation's settings: whether the Custom 360 is on and its name (the console edits them) */
  organisation(
    clientId: number,
  ): Promise<{ customModelEnabled: boolean; customModelName: string | null } | null>;
}

/** The assessment's ranking of the person's latest finished GLA (the report shows it side by side). */
export type GlaRanking = (
  userId: number,
  clientId: number,
  language: Language,
) => Promise<Array<{ code: string; name: string; rank: number; score: number | null }> | null>;

/**
 * Tells the person something about their 360 (the notifications module's notify port, decision 0038), inside the
 * caller's transaction; a second call with the same dedupKey is a no-op.
 */
export type Leader360Notify = (
  tx: Db,
  notice: {
    userId: number;
    clientId: number;
    kind: 'LEADER_360';
    textKey: 'rater360Answered' | 'report360Ready';
    params: Record<string, string | number>;
    route: string;
    dedupKey: string;
    relatedId: number;
    showButton: boolean;
    buttonText: string | null;
  },
) => Promise<unknown>;
