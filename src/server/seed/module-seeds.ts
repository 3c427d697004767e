import type { StrideContext } from '../app';
import { seedAssessments } from '../modules/assessment';
import { consoleDemoSeed } from '../modules/console/audit/demo-seed';
import { seedPlanDemo } from '../modules/plan';
import { seedTeamMilestones, seedTeamsDemo } from '../modules/teams';
import { DEMO_PEOPLE } from './demo-data';

/** Ids of what the identity seed created: organisations by key ('demo', 'other', 'expired'), people by e-mail. */
export interface DemoIds {
  org(key: string): number;
  user(email: string): number;
}

/** A module's demo data, seeded after the organisations and people exist (in this order). */
export type DemoSeedStep = (ctx: StrideContext, ids: DemoIds) => Promise<void>;

/** Each module that has demo data adds its step here. */
export const MODULE_SEEDS: DemoSeedStep[] = [
  // GLA: finished (member, manager), half-way (buyer), a finished job candidate
  (ctx, ids) => seedAssessments(ctx.database.db, ids),
  // Leader Impact plans of member@ and manager@ (member@ also has last year's)
  (ctx, ids) =>
    seedPlanDemo({
      db: ctx.database.db,
      mailer: ctx.mailer,
      guestTokens: ctx.guestTokens,
      publicUrl: ctx.config.publicUrl,
      clientId: ids.org('demo'),
      user: ids.user,
      fullName: (email) => DEMO_PEOPLE.find((p) => p.email === email)?.fullName ?? email,
      setRoleChallengesCompleted: ctx.identity.people.setRoleChallengesCompleted,
    }),
  // the console's audit entries and a plan change
  consoleDemoSeed,
  // Demo Co's Platform Team (manager@ manages, member@ belongs) and two of its milestones, one done
  async (ctx, ids) => {
    const clientId = ids.org('demo');
    const managerId = ids.user('manager@demo.test');
    const teamId = await seedTeamsDemo({
      db: ctx.database.db,
      clientId,
      name: 'Platform Team',
      description: 'Builds and runs the shared platform the product teams stand on.',
      managerId,
      memberIds: [ids.user('member@demo.test')],
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await seedTeamMilestones(ctx.database.db, [
      {
        clientId,
        teamId,
        createdBy: managerId,
        type: 'TEAM_ALIGNMENT_SURVEY',
        title: 'Team alignment survey',
        date: day(-30),
        done: true,
      },
      {
        clientId,
        teamId,
        createdBy: managerId,
        type: 'TEAM_DEVELOPMENT_EVENT',
        title: 'Quarterly team offsite',
        date: day(45),
        done: false,
      },
    ]);
  },
];
