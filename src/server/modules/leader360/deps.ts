import type { Language } from '../../../shared/enums';

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
}

/** The assessment's ranking of the person's latest finished GLA (the report shows it side by side). */
export type GlaRanking = (
  userId: number,
  clientId: number,
  language: Language,
) => Promise<Array<{ code: string; name: string; rank: number; score: number | null }> | null>;
