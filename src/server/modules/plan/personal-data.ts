import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  agileMeetings,
  agileMilestones,
  agileNetwork,
  agilePlanComments,
  agilePlanItems,
  agilePlanSections,
  agilePlans,
} from './tables';

/**
 * The person's own plans for their data export (issue 34 point 8): each year's plan with its items, milestones,
 * nurture network (names as the person wrote them; other people's e-mail addresses are left out), meetings and
 * the comments on it (with the name the author had, as the plan shows them).
 */
export function createPlanPersonalData(db: Db) {
  return async (userId: number, clientId: number) => {
    const plans = await db
      .select()
      .from(agilePlans)
      .where(and(eq(agilePlans.clientId, clientId), eq(agilePlans.userId, userId)))
      .orderBy(asc(agilePlans.year));
    const ids = plans.map((p) => p.id);
    if (ids.length === 0) return { plans: [] };
    const byPlan = <T extends { planId: number }>(rows: T[], planId: number) =>
      rows.filter((r) => r.planId === planId);
    const [items, milestones, network, meetings, sections, comments] = await Promise.all([
      db
        .select()
        .from(agilePlanItems)
        .where(inArray(agilePlanItems.planId, ids))
        .orderBy(asc(agilePlanItems.sortIndex)),
      db
        .select()
        .from(agileMilestones)
        .where(inArray(agileMilestones.planId, ids))
        .orderBy(asc(agileMilestones.date)),
      db.select().from(agileNetwork).where(inArray(agileNetwork.planId, ids)).orderBy(asc(agileNetwork.id)),
      db
        .select()
        .from(agileMeetings)
        .where(inArray(agileMeetings.planId, ids))
        .orderBy(asc(agileMeetings.startsAt)),
      db.select().from(agilePlanSections).where(inArray(agilePlanSections.planId, ids)),
      db
        .select()
        .from(agilePlanComments)
        .where(inArray(agilePlanComments.planId, ids))
        .orderBy(asc(agilePlanComments.id)),
    ]);
    const sectionType = new Map(sections.map((s) => [s.id, s.type]));
    return {
      plans: plans.map((p) => ({
        id: p.id,
        year: p.year,
        currentRole: p.currentRole,
        nextRole: p.nextRole ?? p.nextRoleCustom,
        currentLevel: p.currentLevel,
        nextLevel: p.nextLevel,
        note: p.note,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
        items: byPlan(items, p.id).map((i) => ({
          id: i.id,
          type: i.type,
          code: i.code,
          label: i.label,
          description: i.description,
          capabilities: i.capabilities,
          status: i.status,
          dueDate: i.dueDate,
        })),
        milestones: byPlan(milestones, p.id).map((m) => ({
          id: m.id,
          type: m.type,
          title: m.title,
          date: m.date,
          note: m.note,
        })),
        network: byPlan(network, p.id).map((n) => ({
          id: n.id,
          type: n.type,
          name: n.name,
          status: n.status,
          invitedAt: n.invitedAt?.toISOString() ?? null,
          acceptedAt: n.acceptedAt?.toISOString() ?? null,
        })),
        meetings: byPlan(meetings, p.id).map((m) => ({
          id: m.id,
          networkId: m.networkId,
          title: m.title,
          startsAt: m.startsAt.toISOString(),
          durationMinutes: m.durationMinutes,
          location: m.location,
          note: m.note,
        })),
        comments: byPlan(comments, p.id).map((c) => ({
          id: c.id,
          section: sectionType.get(c.sectionId) ?? null,
          replyTo: c.parentId,
          byYou: c.senderId === userId,
          from: c.senderName,
          content: c.content,
          resolvedAt: c.resolvedAt?.toISOString() ?? null,
          createdAt: c.createdAt.toISOString(),
        })),
      })),
    };
  };
}
