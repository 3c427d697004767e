import { useQuery } from '@tanstack/react-query';
import { readPosition, SURVEY_PAGES } from '../survey-navigation';
import { findLastPos } from './find-last-pos';
import { fetchQuestions } from './questions';

/** The total number of statements of both surveys. */
const TOTAL = 90;

/** How far an unfinished assessment is: the page to resume and the share of statements answered (0-100). */
export function useSurveyProgress(assessmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['assessment', 'progress', assessmentId],
    enabled,
    queryFn: async () => {
      const position = readPosition((await findLastPos(assessmentId)).lastPos);
      const page = await fetchQuestions(assessmentId, position.profile, position.page);
      const answered = page.answeredByProfile.STYLE + page.answeredByProfile.STRATEGY;
      return {
        profile: position.profile,
        page: position.page,
        pages: SURVEY_PAGES,
        percent: Math.round((answered / TOTAL) * 10_000) / 100,
      };
    },
  });
}
