import type { Localized } from '../gla/types';
import type { ActivityCode, ActivityKind } from '../../src/shared/sprint-enums';
import type { CapabilityCode } from '../../src/shared/enums';

/** One suggested activity for an action: what a person might schedule on their kanban. */
export interface SuggestedActivity {
  code: ActivityCode;
  kind: ActivityKind;
  title: Localized;
}

/** An action, behaviour or outcome of a pre-designed sprint. */
export interface SprintTemplateItem {
  code: string; // e.g. 'CAND-1-A1'; unique within the library
  label: Localized; // short, at most 80 characters in every language
  description: Localized; // one or two sentences
}

export interface SprintTemplateAction extends SprintTemplateItem {
  suggestedActivities: SuggestedActivity[]; // 2-3
}

/** A pre-designed sprint of our library (issue 9): our own wording, every text in all 8 languages. */
export interface SprintTemplate {
  code: string; // e.g. 'CAND-1'; unique, stable (stored on a sprint made from it)
  icon: string; // a Material icon name, e.g. 'RecordVoiceOver'
  label: Localized; // at most 60 characters
  description: Localized; // two or three sentences: what the person will practise and why
  capabilities: CapabilityCode[]; // 1-2; the first is the main one
  /** the plan outcome options (content/plan/outcomes.ts codes) this sprint serves, for recommendations */
  planOutcomes: string[];
  /** suggested durations in weeks, from 1, 4, 8, 12 */
  durations: (1 | 4 | 8 | 12)[];
  actions: SprintTemplateAction[]; // 1-3
  behaviours: SprintTemplateItem[]; // 3
  outcomes: SprintTemplateItem[]; // 3
}
