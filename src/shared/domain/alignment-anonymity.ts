/**
 * Anonymity rule and report status of the team alignment survey (issue 14; spec "Survey and report status
 * values"). A report is generated only when at least 3 participants completed; below that the status is
 * Insufficient Data while the survey is open, Expired once the deadline has passed; extending the deadline
 * reopens an Expired survey.
 *
 * Participant statuses (our reading of the spec's values):
 * - excluded: taken off the survey by the manager (or an express row not sent); never counts;
 * - completed: submitted;
 * - included: invited, nothing answered yet, survey open;
 * - ongoing: some answers saved, survey open;
 * - expired: deadline passed with nothing answered;
 * - Partially Completed: deadline passed with some answers saved;
 * - incompleted: the report was generated without this participant's submission.
 */

export const MIN_COMPLETIONS_FOR_REPORT = 3;

export const ALIGNMENT_REPORT_STATUSES = [
  'Not Started',
  'Insufficient Data',
  'Expired',
  'Generate',
  'Generated',
] as const;
export type AlignmentReportStatus = (typeof ALIGNMENT_REPORT_STATUSES)[number];

export const ALIGNMENT_PARTICIPANT_STATUSES = [
  'completed',
  'incompleted',
  'ongoing',
  'excluded',
  'included',
  'expired',
  'Partially Completed',
] as const;
export type AlignmentParticipantStatus = (typeof ALIGNMENT_PARTICIPANT_STATUSES)[number];

export interface AlignmentParticipantFacts {
  excluded: boolean;
  submitted: boolean;
  /** statements answered so far */
  answered: number;
}

export interface AlignmentSurveyFacts {
  /** the survey has been sent */
  started: boolean;
  /** now is past the (possibly extended) deadline */
  deadlinePassed: boolean;
  /** a report version has been generated for this survey */
  generated: boolean;
  participants: readonly AlignmentParticipantFacts[];
}

/** Participants who count towards the threshold: submitted and not excluded. */
export const completedCount = (participants: readonly AlignmentParticipantFacts[]): number =>
  participants.filter((p) => p.submitted && !p.excluded).length;

/** The report status shown to the manager. Never Generate / Generated below 3 completions. */
export function alignmentReportStatus(survey: AlignmentSurveyFacts): AlignmentReportStatus {
  if (!survey.started) return 'Not Started';
  const enough = completedCount(survey.participants) >= MIN_COMPLETIONS_FOR_REPORT;
  if (enough) return survey.generated ? 'Generated' : 'Generate';
  return survey.deadlinePassed ? 'Expired' : 'Insufficient Data';
}

/** May a report be generated now? Only with at least 3 completions and none generated yet. */
export const canGenerateAlignmentReport = (survey: AlignmentSurveyFacts): boolean =>
  alignmentReportStatus(survey) === 'Generate';

/** One participant's status for the manager's list. */
export function alignmentParticipantStatus(
  participant: AlignmentParticipantFacts,
  survey: Pick<AlignmentSurveyFacts, 'deadlinePassed' | 'generated'>,
): AlignmentParticipantStatus {
  if (participant.excluded) return 'excluded';
  if (participant.submitted) return 'completed';
  if (survey.generated) return 'incompleted';
  if (survey.deadlinePassed) return participant.answered > 0 ? 'Partially Completed' : 'expired';
  return participant.answered > 0 ? 'ongoing' : 'included';
}
