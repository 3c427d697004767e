import { z } from 'zod';
import { wrapped } from './teams';

/** What a member may share with their team's manager (spec: viewing rights; GLA, plan, sprints, 360). */
export const VIEWING_RIGHT_ITEMS = ['GLA', 'PLAN', 'SPRINT', '360'] as const;
export type ViewingRightItem = (typeof VIEWING_RIGHT_ITEMS)[number];
/** REQUESTED: the manager asked, the member has not answered; GRANTED: shared; REFUSED: refused or revoked. */
export const VIEWING_RIGHT_STATUSES = ['REQUESTED', 'GRANTED', 'REFUSED'] as const;
export type ViewingRightStatus = (typeof VIEWING_RIGHT_STATUSES)[number];

const item = z.enum(VIEWING_RIGHT_ITEMS, { message: `must be one of ${VIEWING_RIGHT_ITEMS.join(', ')}` });
const id = (what: string) =>
  z
    .number({ message: `${what} is required` })
    .int()
    .positive({ message: `${what} must be a positive id` });

/** The manager asks a member to share one item (POST /team-impact/request-viewing-right/). */
export const requestViewingRightBody = z.object({
  userId: id('userId'),
  teamId: id('teamId'),
  requestItemType: item,
});
/** The member shares or stops sharing one item with the team's manager. */
export const toggleViewingRightBody = z.object({
  item,
  granted: z.boolean({ message: 'must be true or false' }),
});
/** The member sets everything shared with the team's manager at once (items left out are not shared). */
export const updateViewingRightsUsersBody = z.object({
  teamId: id('teamId'),
  items: z.array(item).max(VIEWING_RIGHT_ITEMS.length),
});
/** The member answers the manager's request for one item. */
export const answerViewingRightBody = z.object({
  teamId: id('teamId'),
  item,
  accept: z.boolean({ message: 'must be true or false' }),
});
export const teamIdParam = z.object({
  teamId: z.coerce.number().int().positive({ message: 'must be a team id' }),
});
export const teamIdQuery = z.object({
  team_id: z.coerce.number().int().positive({ message: 'must be a team id' }),
});

export const viewingRight = z.object({
  teamId: z.number().int(),
  item,
  status: z.enum(VIEWING_RIGHT_STATUSES),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ViewingRight = z.infer<typeof viewingRight>;
export const viewingRightResponse = wrapped(viewingRight);

/** One team's viewing rights as the member sees them: who the manager is, and each item's state. */
export const sharedWithTeam = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  managerId: z.number().int(),
  managerName: z.string(),
  items: z.array(viewingRight),
});
export type SharedWithTeam = z.infer<typeof sharedWithTeam>;
export const sharedByMeResponse = wrapped(z.array(sharedWithTeam));

/** The manager's view: per member, each item's state (items never asked for are left out). */
export const teamViewingRights = z.array(
  z.object({ userId: z.number().int(), name: z.string(), items: z.array(viewingRight) }),
);
export type TeamViewingRights = z.infer<typeof teamViewingRights>;
export const teamViewingRightsResponse = wrapped(teamViewingRights);
