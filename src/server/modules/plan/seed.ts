import { eq } from 'drizzle-orm';
import { buildIcs } from '../../../shared/domain/ics';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import { currentYear } from './access';
import { createCommentsRepo } from './comments/repo';
import { meetingMail, networkInvitationMail } from './mails';
import { createNetworkRepo } from './network/repo';
import { NETWORK_INVITATION_DAYS } from './network/service';
import { planOptions } from './options';
import { createPlanRepo } from './plans/repo';
import { agilePlanSections } from './tables';

interface DemoPlan {
  currentRole: string;
  nextRole: string;
  currentLevel: string;
  nextLevel: string;
  challenges: string[];
  futureChallenges: string[];
  outcomes: string[];
  focus: string;
  strength: string;
  shortTerm: string;
  longTerm: string;
  goals: [string, string][];
  /** days from the day of seeding: the demo always has one milestone behind and one ahead */
  milestones: { type: string; title: string; inDays: number }[];
  mentor: { name: string; email: string };
  coach: { name: string; email: string };
  guestComment: string;
  reply: string;
}

const DEMO_PLANS: Record<string, DemoPlan> = {
  'member@demo.test': {
    currentRole: 'TEAM_LEAD',
    nextRole: 'FUNCTIONAL_MANAGER',
    currentLevel: 'TEAM_LEADER',
    nextLevel: 'MANAGER_OF_MANAGERS',
    challenges: ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_TIME'],
    futureChallenges: ['FM_MANAGERS', 'FM_STRATEGY', 'FM_DETAIL'],
    outcomes: ['EMPOWERED_PEOPLE', 'HONEST_CONVERSATIONS'],
    focus: 'Delegate one piece of work a week and coach instead of fixing',
    strength: 'Calm, structured problem solving',
    shortTerm: 'Run the team retrospective without stepping in',
    longTerm: 'Lead a group of teams in two years',
    goals: [
      ['Hand over the release process', 'Two people can run a release without me by June'],
      ['Monthly feedback conversations', 'One honest feedback conversation with each person every month'],
    ],
    milestones: [
      { type: 'GROWTH_LEADER_ASSESSMENT', title: 'Retake the Growth Leader Assessment', inDays: -20 },
      { type: 'TEAM_DEVELOPMENT_EVENT', title: 'Team offsite on ways of working', inDays: 40 },
    ],
    mentor: { name: 'Sam Mentor', email: 'sam.mentor@example.test' },
    coach: { name: 'Cora Coach', email: 'cora.coach@example.test' },
    guestComment: 'Which piece of work will you delegate first?',
    reply: 'The weekly release checklist: it is well documented already.',
  },
  'manager@demo.test': {
    currentRole: 'FUNCTIONAL_MANAGER',
    nextRole: 'GENERAL_MANAGER',
    currentLevel: 'MANAGER_OF_MANAGERS',
    nextLevel: 'FUNCTIONAL_LEADER',
    challenges: ['FM_SILOS', 'FM_TALENT', 'FM_CHANGE'],
    futureChallenges: ['GM_PORTFOLIO', 'GM_TEAM', 'GM_FOCUS'],
    outcomes: ['CLEAR_DIRECTION', 'CROSS_TEAM_RESULTS'],
    focus: 'Spend more time on direction and less on status meetings',
    strength: 'Building trust across teams',
    shortTerm: 'Name a successor for each team lead',
    longTerm: 'Run a business unit',
    goals: [
      ['Quarterly direction memo', 'A one-page direction note every quarter, discussed with all teams'],
      ['Successor plan', 'Each team lead has a named successor by the end of the year'],
    ],
    milestones: [
      { type: 'TEAM_ALIGNMENT_SURVEY', title: 'Team alignment survey', inDays: -45 },
      { type: 'TEAM_SPRINT', title: 'Cross-team sprint on onboarding', inDays: 30 },
    ],
    mentor: { name: 'Mo Mentor', email: 'mo.mentor@example.test' },
    coach: { name: 'Kit Coach', email: 'kit.coach@example.test' },
    guestComment: 'How will you measure that teams work better across boundaries?',
    reply: 'Fewer hand-over delays: we track them from next month.',
  },
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo plans: member@ and manager@ have this year's plan filled (role, challenges, development plan, goals,
 * milestones, a network with one PENDING and one COMPLETED member, a comment thread); member@ also has last
 * year's plan, which is read-only.
 */
export async function seedPlanDemo(ctx: {
  db: Db;
  mailer: Mailer;
  guestTokens: GuestTokenService;
  publicUrl: string;
  clientId: number;
  user: (email: string) => number;
  fullName: (email: string) => Promise<string>;
  setRoleChallengesCompleted(userId: number, clientId: number, done: boolean): Promise<void>;
}) {
  const repo = createPlanRepo(ctx.db);
  const network = createNetworkRepo(ctx.db);
  const comments = createCommentsRepo(ctx.db);
  const { clientId } = ctx;
  const year = currentYear();

  for (const [email, d] of Object.entries(DEMO_PLANS)) {
    const ownerName = await ctx.fullName(email);
    const userId = ctx.user(email);
    await ctx.db.transaction(async (tx) => {
      const planId = await repo.createPlan(clientId, userId, year, tx);
      await repo.updatePlan(
        clientId,
        planId,
        {
          currentRole: d.currentRole,
          nextRole: d.nextRole,
          currentLevel: d.currentLevel,
          nextLevel: d.nextLevel,
        },
        tx,
      );
      const item = (
        type: string,
        sortIndex: number,
        label: string,
        code: string | null = null,
        capabilities: string[] = [],
      ) => repo.insertItem({ clientId, planId, type, sortIndex, label, code, capabilities }, tx);
      for (const [i, code] of d.challenges.entries()) {
        await item('ROLE_CHALLENGE', i, planOptions.challengeLabel(code, 'en')!, code);
      }
      for (const [i, code] of d.futureChallenges.entries()) {
        await item('FUTURE_ROLE_CHALLENGE', i, planOptions.challengeLabel(code, 'en')!, code);
      }
      for (const [i, code] of d.outcomes.entries()) {
        const o = planOptions.outcome(code)!;
        await item('OUTCOME', i, o.label.en, code, [...o.capabilities]);
      }
      await item('DEVELOPMENT_FOCUS', 0, d.focus);
      await item('STRENGTH', 0, d.strength);
      await item('SHORT_TERM_ASPIRATION', 0, d.shortTerm);
      await item('LONG_TERM_ASPIRATION', 0, d.longTerm);
      for (const [i, [label, description]] of d.goals.entries()) {
        await repo.insertItem(
          {
            clientId,
            planId,
            type: 'GOAL_DELIVERABLE',
            sortIndex: i,
            label,
            description,
            // the first goal is under way with a due date; the second waits
            status: i === 0 ? 'IN_PROGRESS' : 'NOT_STARTED',
            dueDate: i === 0 ? inDays(60) : null,
          },
          tx,
        );
      }
      for (const m of d.milestones) {
        await repo.insertMilestone(
          { clientId, planId, type: m.type, title: m.title, date: inDays(m.inDays) },
          tx,
        );
      }
      await repo.updatePlan(
        clientId,
        planId,
        { note: 'Review this plan with my manager every quarter.' },
        tx,
      );

      const pending = await network.insert(
        {
          clientId,
          planId,
          type: 'MENTOR',
          name: d.mentor.name,
          email: d.mentor.email,
          status: 'PENDING',
          invitedAt: new Date(),
        },
        tx,
      );
      const token = await ctx.guestTokens.issue(
        {
          clientId,
          purpose: 'NETWORK_INVITATION',
          objectId: pending.id,
          email: d.mentor.email,
          ttlDays: NETWORK_INVITATION_DAYS,
        },
        tx,
      );
      await ctx.mailer.send(
        networkInvitationMail({
          lng: 'en',
          clientId,
          to: d.mentor.email,
          name: d.mentor.name,
          ownerName,
          role: 'MENTOR',
          link: `${ctx.publicUrl}/plan/network/accept?token=${token}`,
          ttlDays: NETWORK_INVITATION_DAYS,
        }),
        tx,
      );
      const coach = await network.insert(
        {
          clientId,
          planId,
          type: 'COACH',
          name: d.coach.name,
          email: d.coach.email,
          status: 'COMPLETED',
          invitedAt: new Date(),
          acceptedAt: new Date(),
        },
        tx,
      );

      // a coaching session next month, with its invitation (and .ics) in the demo mailbox
      const start = new Date(Date.UTC(year, new Date().getUTCMonth() + 1, 12, 9, 0));
      const meeting = await network.insertMeeting(
        {
          clientId,
          planId,
          networkId: coach.id,
          title: 'Coaching session',
          startsAt: start,
          durationMinutes: 45,
          location: 'Video call',
        },
        tx,
      );
      await ctx.mailer.send(
        meetingMail({
          lng: 'en',
          clientId,
          to: d.coach.email,
          name: d.coach.name,
          ownerName,
          title: meeting.title,
          when: `${start.toISOString().slice(0, 16).replace('T', ' ')} UTC (45 min)`,
          location: meeting.location,
          note: null,
          ics: buildIcs({
            uid: `meeting-${meeting.id}@${new URL(ctx.publicUrl).hostname}`,
            start,
            durationMinutes: 45,
            summary: meeting.title,
            location: meeting.location ?? undefined,
            organizer: { name: ownerName, email },
            attendee: { name: d.coach.name, email: d.coach.email },
            stamp: new Date(),
          }),
        }),
        tx,
      );

      const sections = await tx.select().from(agilePlanSections).where(eq(agilePlanSections.planId, planId));
      const career = sections.find((s) => s.type === 'CAREER_CHALLENGE')!;
      const thread = await comments.insert(
        {
          clientId,
          planId,
          sectionId: career.id,
          senderId: null,
          senderName: d.coach.email,
          content: d.guestComment,
        },
        tx,
      );
      await comments.insert(
        {
          clientId,
          planId,
          sectionId: career.id,
          parentId: thread.id,
          senderId: userId,
          senderName: ownerName,
          content: d.reply,
        },
        tx,
      );
    });
    await ctx.setRoleChallengesCompleted(userId, clientId, true);
  }

  // member@ keeps last year's plan: it opens read-only
  const memberId = ctx.user('member@demo.test');
  await ctx.db.transaction(async (tx) => {
    const planId = await repo.createPlan(clientId, memberId, year - 1, tx);
    await repo.updatePlan(
      clientId,
      planId,
      {
        currentRole: 'PROJECT_LEAD',
        nextRole: 'TEAM_LEAD',
        currentLevel: 'INDIVIDUAL_CONTRIBUTOR',
        nextLevel: 'TEAM_LEADER',
        note: 'First plan: moving from projects to leading a team.',
      },
      tx,
    );
    for (const [i, code] of ['PL_INFLUENCE', 'PL_RISK', 'PL_BAD_NEWS'].entries()) {
      await repo.insertItem(
        {
          clientId,
          planId,
          type: 'ROLE_CHALLENGE',
          sortIndex: i,
          code,
          label: planOptions.challengeLabel(code, 'en')!,
        },
        tx,
      );
    }
    for (const [i, code] of ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_CONFLICT'].entries()) {
      await repo.insertItem(
        {
          clientId,
          planId,
          type: 'FUTURE_ROLE_CHALLENGE',
          sortIndex: i,
          code,
          label: planOptions.challengeLabel(code, 'en')!,
        },
        tx,
      );
    }
    const o = planOptions.outcome('RELIABLE_DELIVERY')!;
    await repo.insertItem(
      {
        clientId,
        planId,
        type: 'OUTCOME',
        sortIndex: 0,
        code: o.code,
        label: o.label.en,
        capabilities: [...o.capabilities],
      },
      tx,
    );
    await repo.insertItem(
      {
        clientId,
        planId,
        type: 'GOAL_DELIVERABLE',
        sortIndex: 0,
        label: 'Become team lead of the platform team',
      },
      tx,
    );
    await repo.insertMilestone(
      { clientId, planId, type: 'OTHER', title: 'Take over the platform team', date: `${year - 1}-10-01` },
      tx,
    );
  });
}
