import { and, asc, eq, inArray } from 'drizzle-orm';
import { isNamedCrewRole, MIN_ANONYMOUS_RESPONDENTS } from '../../../shared/domain/crew-anonymity';
import type { Db } from '../../platform/db/client';
import { sprintAdvice, sprintFeedback, sprintFeedbackScores } from './feedback/tables';
import {
  sprintActivities,
  sprintCheckInScores,
  sprintCheckIns,
  sprintCrew,
  sprintItems,
  sprintReviews,
  sprintStandUps,
  sprints,
} from './tables';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The person's own sprint data for their data export (issue 34 point 8, decision 0075), in two parts:
 * - `sprints`: their personal sprints (items, activities, final reviews, the crew by role), their check-ins (team
 *   sprints' too) with their own scores, and their stand-up answers;
 * - `feedbackReceived`: the crew's feedback and advice on their sprints. A crew member is named only in a role
 *   that answers by name (manager, mentor, coach: the crew anonymity rule); nobody's e-mail or account is given,
 *   and scores the rule withholds are left out, as on the person's feedback page.
 */
export function createSprintPersonalData(db: Db) {
  const ownSprints = (userId: number, clientId: number) =>
    db
      .select()
      .from(sprints)
      .where(
        and(
          eq(sprints.clientId, clientId),
          eq(sprints.userId, userId),
          eq(sprints.sprintType, 'USER_SPRINT'),
        ),
      )
      .orderBy(asc(sprints.createdAt), asc(sprints.id));
  const crewName = (c: { name: string; role: string }) => (isNamedCrewRole(c.role) ? c.name : null);

  return {
    async sprints(userId: number, clientId: number) {
      const rows = await ownSprints(userId, clientId);
      const ids = rows.map((s) => s.id);
      const [items, activities, reviews, crew] = ids.length
        ? await Promise.all([
            db
              .select()
              .from(sprintItems)
              .where(inArray(sprintItems.sprintId, ids))
              .orderBy(asc(sprintItems.sortIndex)),
            db
              .select()
              .from(sprintActivities)
              .where(inArray(sprintActivities.sprintId, ids))
              .orderBy(asc(sprintActivities.id)),
            db
              .select()
              .from(sprintReviews)
              .where(inArray(sprintReviews.sprintId, ids))
              .orderBy(asc(sprintReviews.id)),
            db.select().from(sprintCrew).where(inArray(sprintCrew.sprintId, ids)).orderBy(asc(sprintCrew.id)),
          ])
        : [[], [], [], []];
      // check-ins and stand-ups are the person's own answers, on their sprints and their teams' sprints
      const checkIns = await db
        .select({ c: sprintCheckIns, sprint: sprints.label })
        .from(sprintCheckIns)
        .innerJoin(sprints, eq(sprints.id, sprintCheckIns.sprintId))
        .where(and(eq(sprintCheckIns.clientId, clientId), eq(sprintCheckIns.userId, userId)))
        .orderBy(asc(sprintCheckIns.dueAt));
      const scores = checkIns.length
        ? await db
            .select({
              checkInId: sprintCheckInScores.checkInId,
              label: sprintItems.label,
              kind: sprintItems.kind,
              score: sprintCheckInScores.score,
            })
            .from(sprintCheckInScores)
            .innerJoin(sprintItems, eq(sprintItems.id, sprintCheckInScores.itemId))
            .where(
              inArray(
                sprintCheckInScores.checkInId,
                checkIns.map((r) => r.c.id),
              ),
            )
        : [];
      const standUps = await db
        .select({ s: sprintStandUps, sprint: sprints.label })
        .from(sprintStandUps)
        .innerJoin(sprints, eq(sprints.id, sprintStandUps.sprintId))
        .where(and(eq(sprintStandUps.clientId, clientId), eq(sprintStandUps.userId, userId)))
        .orderBy(asc(sprintStandUps.day));
      return {
        sprints: rows.map((s) => ({
          id: s.id,
          label: s.label,
          description: s.description,
          code: s.sprintCode,
          status: s.status,
          outcomeStatus: s.outcomeStatus,
          durationWeeks: s.durationWeeks,
          extendedWeeks: s.extendedWeeks,
          feedbackFrequencyDays: s.feedbackFrequencyDays,
          startDate: s.startDate,
          startedAt: iso(s.startedAt),
          finishedAt: iso(s.finishedAt),
          stoppedAt: iso(s.stoppedAt),
          items: items
            .filter((i) => i.sprintId === s.id)
            .map((i) => ({
              id: i.id,
              kind: i.kind,
              code: i.code,
              label: i.label,
              description: i.description,
              status: i.status,
            })),
          activities: activities
            .filter((a) => a.sprintId === s.id)
            .map((a) => ({
              id: a.id,
              type: a.type,
              title: a.title,
              description: a.description,
              status: a.status,
              meetingStart: iso(a.meetingStart),
              meetingEnd: iso(a.meetingEnd),
              doneAt: iso(a.doneAt),
            })),
          crew: crew.filter((c) => c.sprintId === s.id).map((c) => ({ role: c.role, name: crewName(c) })),
          reviews: reviews
            .filter((r) => r.sprintId === s.id && r.createdBy === userId)
            .map((r) => ({
              choice: r.choice,
              outcomeStatus: r.outcomeStatus,
              reflection: r.reflection,
              learnings: r.learnings,
              createdAt: r.createdAt.toISOString(),
            })),
        })),
        checkIns: checkIns.map(({ c, sprint }) => ({
          id: c.id,
          sprintId: c.sprintId,
          sprint,
          type: c.type,
          dueAt: c.dueAt.toISOString(),
          status: c.status,
          energyLevel: c.energyLevel,
          progressNote: c.progressNote,
          rating: c.rating,
          completedAt: iso(c.completedAt),
          scores: scores
            .filter((x) => x.checkInId === c.id)
            .map(({ label, kind, score }) => ({ label, kind, score })),
        })),
        standUps: standUps.map(({ s, sprint }) => ({
          sprintId: s.sprintId,
          sprint,
          day: s.day,
          done: s.done,
          next: s.next,
          blockers: s.blockers,
        })),
      };
    },

    async feedbackReceived(userId: number, clientId: number) {
      const rows = await ownSprints(userId, clientId);
      const out = [];
      for (const s of rows) {
        const feedback = await db
          .select({ f: sprintFeedback, role: sprintCrew.role, name: sprintCrew.name })
          .from(sprintFeedback)
          .innerJoin(sprintCrew, eq(sprintCrew.id, sprintFeedback.crewId))
          .where(eq(sprintFeedback.sprintId, s.id))
          .orderBy(asc(sprintFeedback.createdAt), asc(sprintFeedback.id));
        const advice = await db
          .select({ a: sprintAdvice, role: sprintCrew.role, name: sprintCrew.name })
          .from(sprintAdvice)
          .innerJoin(sprintCrew, eq(sprintCrew.id, sprintAdvice.crewId))
          .where(eq(sprintAdvice.sprintId, s.id))
          .orderBy(asc(sprintAdvice.createdAt), asc(sprintAdvice.id));
        if (!feedback.length && !advice.length) continue;
        // the crew anonymity rule, as on the person's feedback page: 2 or more answered, or a named role
        const answered = new Set(feedback.map((r) => r.f.crewId)).size;
        const scoresShown = (role: string) => isNamedCrewRole(role) || answered >= MIN_ANONYMOUS_RESPONDENTS;
        const shownIds = feedback.filter((r) => scoresShown(r.role)).map((r) => r.f.id);
        const scores = shownIds.length
          ? await db
              .select({
                feedbackId: sprintFeedbackScores.feedbackId,
                label: sprintItems.label,
                kind: sprintItems.kind,
                score: sprintFeedbackScores.score,
              })
              .from(sprintFeedbackScores)
              .innerJoin(sprintItems, eq(sprintItems.id, sprintFeedbackScores.itemId))
              .where(inArray(sprintFeedbackScores.feedbackId, shownIds))
          : [];
        out.push({
          sprintId: s.id,
          sprint: s.label,
          feedback: feedback.map(({ f, role, name }) => ({
            type: f.type,
            role,
            from: crewName({ role, name }),
            comment: f.comment,
            givenAt: f.createdAt.toISOString(),
            scoresWithheld: !scoresShown(role),
            scores: scoresShown(role)
              ? scores
                  .filter((x) => x.feedbackId === f.id)
                  .map(({ label, kind, score }) => ({ label, kind, score }))
              : null,
          })),
          advice: advice.map(({ a, role, name }) => ({
            role,
            from: crewName({ role, name }),
            text: a.text,
            givenAt: a.createdAt.toISOString(),
          })),
        });
      }
      return { sprints: out };
    },
  };
}
