import { z } from 'zod';
import { MILESTONE_TYPES, NETWORK_TYPES } from '../enums';

/** GET /api/user/dashboard/next-up: what the person does next and what is coming, for the dashboard. */
export const nextUpResponse = z.object({
  /** this year's plan and how far it is; null before the first visit to the plan */
  plan: z
    .object({
      id: z.number().int(),
      year: z.number().int(),
      done: z.number().int(),
      total: z.number().int(),
      steps: z.object({
        roleAndChallenges: z.boolean(),
        developmentPlan: z.boolean(),
        goals: z.boolean(),
        milestones: z.boolean(),
        network: z.boolean(),
      }),
    })
    .nullable(),
  /** the plan's first milestone from today on */
  nextMilestone: z
    .object({ id: z.number().int(), title: z.string(), type: z.enum(MILESTONE_TYPES), date: z.string() })
    .nullable(),
  /** the next meeting with someone of the nurture network */
  nextMeeting: z
    .object({ id: z.number().int(), title: z.string(), startsAt: z.string(), withName: z.string() })
    .nullable(),
  /** invitations to the nurture network nobody has answered yet */
  pendingInvitations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(NETWORK_TYPES),
      invitedAt: z.string().nullable(),
    }),
  ),
  /** an unfinished Growth Leader Assessment and the page it resumes on ('Style-N' or 'Strategy-N') */
  survey: z.object({ assessmentId: z.number().int(), lastPos: z.string() }).nullable(),
});
export type NextUp = z.infer<typeof nextUpResponse>;
