import type { AlignmentReportStatus } from './alignment-anonymity';

/** What the manager's survey panel knows of the team's latest survey (the status call's answer). */
export interface AlignmentSurveyState {
  started: boolean;
  surveyType: 'standard' | 'express' | null;
  reportStatus: AlignmentReportStatus;
  /** participants who finished (excluded people not counted) */
  completed: number;
  /** participants asked (excluded people not counted) */
  invited: number;
}

export interface AlignmentSurveyActions {
  start: boolean;
  generate: boolean;
  /** someone asked has not finished and the survey still takes answers */
  remind: boolean;
  /** the survey still takes answers and its list is not fixed (an express survey's is, once sent) */
  addPeople: boolean;
  extend: boolean;
}

/**
 * What the manager may do with the survey now. The page offers exactly these, and the server refuses the
 * rest (remind with nobody left to remind, adding people to an express or closed survey).
 */
export function alignmentSurveyActions(s: AlignmentSurveyState): AlignmentSurveyActions {
  const status = s.reportStatus;
  const open = s.started && (status === 'Insufficient Data' || status === 'Generate');
  return {
    start: !s.started || status === 'Generated' || status === 'Expired',
    generate: status === 'Generate',
    remind: open && s.completed < s.invited,
    addPeople: open && s.surveyType !== 'express',
    extend: open || status === 'Expired',
  };
}
