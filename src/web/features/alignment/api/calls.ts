import type { SurveyParticipantInput } from '../../../../shared/contracts/alignment';
import { alignmentCalls as c } from '../../../../shared/contracts/alignment-calls';
import type { DemographicsBody } from '../../../../shared/contracts/demographics';
import { api } from '../../../lib/api/call';

/** The manager's calls of the team alignment survey (the report page uses these). */
export const alignmentApi = {
  status: (id: number) => api.call(c.status, { params: { id } }).then((r) => r.data),
  participants: (id: number) => api.call(c.participants, { params: { id }, query: {} }).then((r) => r.data),
  reportStatus: (id: number) => api.call(c.reportStatus, { params: { id } }).then((r) => r.data),
  start: (teamId: number, members: SurveyParticipantInput[], deadline?: string) =>
    api
      .call(c.start, {
        body: {
          team_id: teamId,
          surveyType: 'standard',
          team_members: members,
          ...(deadline ? { deadline } : {}),
        },
      })
      .then((r) => r.data),
  addMore: (teamId: number, members: SurveyParticipantInput[]) =>
    api.call(c.addMore, { body: { team_id: teamId, team_members: members } }).then((r) => r.data),
  remind: (teamId: number) =>
    api.call(c.remind, { body: { team_id: teamId, notifyDTOList: [] } }).then((r) => r.data),
  extend: (id: number, extendedDate: string) =>
    api.call(c.extend, { params: { id }, body: { extendedDate } }).then((r) => r.data),
  generate: (id: number) => api.call(c.generate, { params: { id } }).then((r) => r.data),
  ranks: (teamId: number, languageCode: string, version?: number) =>
    api
      .call(c.ranks, { query: { team_id: teamId, languageCode, ...(version ? { version } : {}) } as never })
      .then((r) => r.data),
  versions: (teamId: number) => api.call(c.versions, { query: { team_id: teamId } }).then((r) => r.data),
  trend: (id: number, years: 1 | 3 | 6) =>
    api.call(c.trend, { params: { id }, body: { years } }).then((r) => r.data),
  /** the report PDF's address (a plain link: the session cookie goes with it) */
  pdfUrl: (teamId: number, languageCode: string, version?: number) =>
    `/api/alignment/teams/alignment-report.pdf/${teamId}?languageCode=${encodeURIComponent(languageCode)}${version ? `&version=${version}` : ''}`,
  preview: (pageNo: number, languageCode: string) =>
    api.call(c.preview, { query: { pageNo, pageSize: 8, languageCode } as never }).then((r) => r.data),
};

/** The respondent's calls: the survey link's token is the bearer. */
export const respondentApi = (token: string) => ({
  questions: (pageNo: number, languageCode: string) =>
    api
      .call(c.questions, { bearer: token, query: { pageNo, pageSize: 8, languageCode } as never })
      .then((r) => r.data),
  save: (body: {
    pageNo: number;
    answers: Array<{ unique_ref_id: string; answer: number | null }>;
    research?: DemographicsBody;
    submit: boolean;
  }) => api.call(c.save, { bearer: token, body }).then((r) => r.data),
});
