/** What the assessment module needs of identity's people (wired in src/server/registry.ts). */
export interface AssessmentPeople {
  /** drops the person's cached current user after a change the assessment owns */
  forgetUser(userId: number): Promise<void>;
  byId(id: number): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
  byEmail(email: string): Promise<{ id: number; email: string; fullName: string } | null>;
  organisation(
    clientId: number,
  ): Promise<{ name: string; defaultLanguage: string; multiLanguageSurvey: boolean } | null>;
}

/** identity.users.extendState: the assessment adds its fields to the current user (a SQL fragment, decision 0023) */
export type ExtendState<T> = (fragment: T) => void;
