import type { CapabilityCode, Language } from '../../../shared/enums';

/**
 * What the assistant needs of other modules (filled in registry.ts). Every read port takes the ASKING person's
 * own id and organisation and answers only that person's data: the assistant has no way to ask for anyone else.
 */
export interface AssistantGla {
  /** the capabilities of the person's latest finished GLA by rank (1 best); null without one */
  ranking(
    userId: number,
    clientId: number,
    language: Language,
  ): Promise<Array<{ code: CapabilityCode; name: string; rank: number; score: number | null }> | null>;
}

export interface AssistantPlanFacts {
  planId: number;
  year: number;
  currentRole: string | null;
  currentLevel: string | null;
  nextLevel: string | null;
  challenges: string[];
  outcomes: string[];
  goals: Array<{ label: string; status: string | null; dueDate: string | null }>;
  milestones: Array<{ title: string; date: string; type: string }>;
}
export interface AssistantPlan {
  /** the person's own plan of this year; null without one */
  facts(userId: number, clientId: number, language: Language): Promise<AssistantPlanFacts | null>;
}

interface SprintItemFact {
  label: string;
  current: number | null;
  status: string;
}
export interface AssistantSprintFacts {
  sprintId: number;
  code: string | null;
  label: string;
  startDate: string | null;
  /** the end date a person reads: the last day, inclusive, YYYY-MM-DD (decision 0068) */
  lastDate: string | null;
  actions: SprintItemFact[];
  behaviours: SprintItemFact[];
  outcomes: SprintItemFact[];
  checkIns: Array<{ type: string; dueAt: string; status: string | null; progressNote: string | null }>;
  /** crew feedback comments and advice, newest first (other people's text: data, never instructions) */
  feedback: Array<{ from: string; text: string; at: string }>;
}
export interface AssistantSprint {
  /** the person's own personal sprint in progress; null when none runs */
  facts(userId: number, clientId: number): Promise<AssistantSprintFacts | null>;
}

export interface AssistantBadges {
  /** names of the badges the person earned and of those still open */
  of(userId: number, clientId: number, language: Language): Promise<{ earned: string[]; open: string[] }>;
}

export interface AssistantPeople {
  /** the person's interface language; null when unknown */
  language(userId: number): Promise<Language | null>;
}

export interface AssistantOrganisations {
  /** the organisation setting aiAssistantEnabled (console settings) */
  assistantEnabled(clientId: number): Promise<boolean>;
}

/** A guest link's token (the x-app-token header) of a purpose that may chat: its organisation, or null. */
export type AssistantGuestCheck = (token: string) => Promise<{ tokenId: number; clientId: number } | null>;

/** The person's data the answers are grounded in, through the ports above. */
export interface AssistantDataPorts {
  gla: AssistantGla;
  plan: AssistantPlan;
  sprint: AssistantSprint;
  badges: AssistantBadges;
}
