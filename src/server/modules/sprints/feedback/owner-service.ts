import type { AdviceItem, FeedbackItem } from '../../../../shared/contracts/sprint-feedback';
import { avatarInitials } from '../../../../shared/domain/avatar-initials';
import { isNamedCrewRole, MIN_ANONYMOUS_RESPONDENTS } from '../../../../shared/domain/crew-anonymity';
import type { CrewRole, FeedbackType } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { FeedbackRepo } from './repo';

/**
 * The person's lists of the feedback and advice their crew gave on one of their sprints, newest first. Another
 * person's or organisation's sprint is 404. Scores the anonymity rule withholds are never sent.
 */
export function createOwnerFeedbackService(repo: FeedbackRepo) {
  async function ownSprint(p: Principal, sprintId: number) {
    const s = await repo.sprintById(p.clientId, sprintId);
    if (!s || s.userId !== p.userId) throw notFound('The sprint');
    return s;
  }
  const author = (r: { crewId: number; name: string; role: string }) => ({
    crewId: r.crewId,
    name: r.name,
    role: r.role as CrewRole,
    avatar: avatarInitials(r.name),
    imageUrl: null,
  });

  return {
    async feedback(p: Principal, sprintId: number): Promise<FeedbackItem[]> {
      const s = await ownSprint(p, sprintId);
      const rows = await repo.feedbackOf(s.id);
      const answered = new Set(rows.map((r) => r.crewId)).size;
      // the crew anonymity rule (shared with the analytics): 2 or more answered, or a role that answers by name
      const visibleFor = (role: string) => isNamedCrewRole(role) || answered >= MIN_ANONYMOUS_RESPONDENTS;
      const shown = rows.filter((r) => visibleFor(r.role)).map((r) => r.id);
      const scores = await repo.scoresOf(shown);
      return rows.map((r) => {
        const visible = visibleFor(r.role);
        return {
          id: r.id,
          ...author(r),
          type: r.type as FeedbackType,
          text: r.comment,
          updated: r.updatedAt.toISOString(),
          scoresHidden: !visible,
          scores: visible
            ? scores
                .filter((x) => x.feedbackId === r.id)
                .map((x) => ({
                  itemId: x.itemId,
                  kind: x.kind as 'BEHAVIOUR' | 'OUTCOME',
                  label: x.label,
                  score: x.score,
                }))
            : null,
        };
      });
    },

    async advice(p: Principal, sprintId: number): Promise<AdviceItem[]> {
      const s = await ownSprint(p, sprintId);
      return (await repo.adviceOf(s.id)).map((r) => ({
        id: r.id,
        ...author(r),
        text: r.text,
        updated: r.createdAt.toISOString(),
      }));
    },
  };
}
