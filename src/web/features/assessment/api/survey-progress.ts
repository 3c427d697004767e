import { useQuery } from '@tanstack/react-query';
import { glaProgress } from '../../../../shared/domain/gla-progress';
import { readPosition, SURVEY_PAGES } from '../survey-navigation';
import { findLastPos } from './find-last-pos';
import { fetchQuestions } from './questions';

/** The key of the progress query; Save and exit invalidates it so the card shows what was just saved. */
export const SURVEY_PROGRESS_KEY = ['assessment', 'progress'] as const;

/**
 * How far an unfinished assessment is: the page to resume and the share of that survey's statements answered
 * (whole percent, by the same shared rule as the survey dialog's bars).
 */
export function useSurveyProgress(assessmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...SURVEY_PROGRESS_KEY, assessmentId],
    enabled,
    queryFn: async () => {
      const position = readPosition((await findLastPos(assessmentId)).lastPos);
      const page = await fetchQuestions(assessmentId, position.profile, position.page);
      const percent = glaProgress(page.answeredByProfile);
      return {
        profile: position.profile,
        page: position.page,
        pages: SURVEY_PAGES,
        percent: position.profile === 'STYLE' ? percent.style : percent.strategy,
      };
    },
  });
}
