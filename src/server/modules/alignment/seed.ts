import { ALIGNMENT_STATEMENTS, ALIGNMENT_SUBSCALE_CODES } from '../../../../content/alignment';
import type { Principal } from '../../platform/auth/access';
import type { DemoIds } from '../../platform/module';
import type { ReportService } from './report-service';
import type { AlignmentDeps, SurveyService } from './survey-service';

const DAY = 86_400_000;

/** A participant's answers where each subscale sits near `level` (1..6), varied a little per person. */
function answersNear(levels: Record<string, number>, person: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [i, s] of ALIGNMENT_STATEMENTS.entries()) {
    const wobble = ((i + person) % 3) - 1; // -1, 0 or +1, spread over people and statements
    const keyed = Math.min(6, Math.max(1, Math.round((levels[s.subscale] ?? 4) + wobble)));
    out[s.code] = s.reverse ? 7 - keyed : keyed;
  }
  return out;
}

/**
 * Demo data (issue 14): Demo Co's Platform Team has a report from last year and one from this year (the trend has
 * two points), and a survey in progress that member@ has half answered; every participant's link is in the mailbox.
 */
export async function seedAlignment(
  deps: AlignmentDeps,
  surveys: SurveyService,
  reports: ReportService,
  ids: DemoIds,
): Promise<void> {
  const clientId = ids.org('demo');
  const managerId = ids.user('manager@demo.test');
  const team = (await deps.teams.managedBy(managerId, clientId)).find((t) => t.name === 'Platform Team');
  if (!team) return;
  const members = (await deps.teams.members(clientId, team.id)).filter((m) => m.accepted);
  if (members.length < 3) return;
  const manager = members.find((m) => m.userId === managerId);
  const now = deps.clock.now();

  // two finished surveys: last year's (a team still finding its purpose) and this year's (clearer, less equipped)
  const rounds: Array<{ daysAgo: number; base: number; lift: Record<string, number> }> = [
    { daysAgo: 330, base: 3.4, lift: { PURPOSEFUL: -0.8, CLEAR: -0.6, SUPPORTED: 1.2, HARMONIOUS: 0.9 } },
    {
      daysAgo: 60,
      base: 4.1,
      lift: { PURPOSEFUL: 0.8, CLEAR: 0.9, EQUIPPED: -1.3, INCLUDED: -0.9, SUPPORTED: 1 },
    },
  ];
  for (const round of rounds) {
    const levels = Object.fromEntries(
      ALIGNMENT_SUBSCALE_CODES.map((c) => [c, round.base + (round.lift[c] ?? 0)]),
    );
    const startedAt = new Date(now.getTime() - round.daysAgo * DAY);
    await deps.db.transaction(async (tx) => {
      const survey = await deps.repo.insertSurvey(
        {
          clientId,
          teamId: team.id,
          surveyType: 'standard',
          createdBy: managerId,
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + 14 * DAY),
        },
        tx,
      );
      await deps.repo.insertParticipants(
        members.map((m, i) => ({
          surveyId: survey.id,
          clientId,
          userId: m.userId,
          name: m.name,
          email: m.email,
          userType: m.userId === managerId ? 'MANAGER' : m.guest ? 'GUEST' : 'MEMBER',
          invitedAt: startedAt,
          answers: answersNear(levels, i),
          lastPage: 7,
          submittedAt: new Date(startedAt.getTime() + (i + 1) * DAY),
        })),
        tx,
      );
      const generatedAt = new Date(startedAt.getTime() + 14 * DAY);
      // the report is generated as of its deadline
      await reports.generateIn(survey, tx, deps.repo, generatedAt);
    });
  }

  // the survey in progress: sent three days ago through the service (links and mails as in real life)
  const principal: Principal = {
    userId: managerId,
    clientId,
    roles: ['USER', 'TEAM_MANAGER'],
    sessionId: 'seed',
    email: manager?.email ?? 'manager@demo.test',
    name: manager?.name ?? 'Manager',
    actor: null,
  };
  await surveys.start(principal, {
    team_id: team.id,
    surveyType: 'standard',
    team_members: members.map((m) => ({
      id: m.userId,
      name: m.name,
      email: m.email,
      status: 'included' as const,
      userType: m.guest ? ('GUEST' as const) : ('MEMBER' as const),
    })),
  });
  const survey = await deps.repo.latestSurvey(clientId, team.id);
  const member = survey
    ? (await deps.repo.participants(survey.id)).find((r) => r.email === 'member@demo.test')
    : undefined;
  if (member) {
    const half = answersNear(Object.fromEntries(ALIGNMENT_SUBSCALE_CODES.map((c) => [c, 4])), 1);
    const firstThreePages = Object.fromEntries(Object.entries(half).sort().slice(0, 24));
    await deps.db.transaction((tx) =>
      deps.repo.updateParticipant(member.id, { answers: firstThreePages, lastPage: 4 }, tx),
    );
  }
}
