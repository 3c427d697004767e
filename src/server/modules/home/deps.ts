import type { NextUp } from '../../../shared/contracts/home';

/** What the home needs of the plan module: this year's plan and what is coming in it (null without a plan). */
export interface HomePlanPort {
  upcoming(userId: number, clientId: number, now: Date): Promise<Omit<NextUp, 'survey'> | null>;
}

/** What the home needs of the assessment module: an unfinished GLA and where it resumes. */
export interface HomeSurveyPort {
  unfinished(userId: number, clientId: number): Promise<NextUp['survey']>;
}
