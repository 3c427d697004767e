import { z } from 'zod';
import { jsonId, urlId } from './ids';
import { wrapped } from './teams';

/** What a member may share with their team's manager (spec: viewing rights; GLA, plan, sprints, 360). */
export const VIEWING_RIGHT_ITEMS = ['GLA', 'PLAN', 'SPRINT', '360'] as const;
export type ViewingRightItem = (typeof VIEWING_RIGHT_ITEMS)[number];
/** REQUESTED: the manager asked, the member has not answered; GRANTED: shared; REFUSED: refused or revoked. */
export const VIEWING_RIGHT_STATUSES = ['REQUESTED', 'GRANTED', 'REFUSED'] as const;
export type ViewingRightStatus = (typeof VIEWING_RIGHT_STATUSES)[number];

const item = z.enum(VIEWING_RIGHT_ITEMS, { message: `must be one of ${VIEWING_RIGHT_ITEMS.join(', ')}` });

/** The manager asks a member to share one item (POST /team-impact/request-viewing-right/). */
export const requestViewingRightBody = z.object({
  userId: jsonId,
  teamId: jsonId,
  requestItemType: item,
});
/** The member shares or stops sharing one item with the team's manager. */
export const toggleViewingRightBody = z.object({
  item,
  granted: z.boolean({ message: 'must be true or false' }),
});
/** The member sets everything shared with the team's manager at once (items left out are not shared). */
export const updateViewingRightsUsersBody = z.object({
  teamId: jsonId,
  items: z.array(item).max(VIEWING_RIGHT_ITEMS.length),
});
/** The member answers the manager's request for one item. */
export const answerViewingRightBody = z.object({
  teamId: jsonId,
  item,
  accept: z.boolean({ message: 'must be true or false' }),
});
export const teamIdParam = z.object({
  teamId: urlId,
});
export const teamIdQuery = z.object({
  team_id: urlId,
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

/**
 * The manager asks several members of a team to share items at once (POST /teams/viewingRightsInvite, decision
 * 0054). Without userIds: every accepted colleague of the team who is not the manager.
 */
export const viewingRightsInviteBody = z.object({
  teamId: jsonId,
  userIds: z.array(jsonId).min(1, { message: 'name at least one member' }).max(500).optional(),
  items: z
    .array(item)
    .min(1, { message: 'name at least one item' })
    .max(VIEWING_RIGHT_ITEMS.length * 2),
});
/** What the invite did per member and item: ASKED now, or left as it was (already SHARED, or ASKED_RECENTLY). */
export const VIEWING_RIGHT_INVITE_OUTCOMES = ['ASKED', 'SHARED', 'ASKED_RECENTLY'] as const;
export const viewingRightsInvite = z.object({
  teamId: z.number().int(),
  results: z.array(
    z.object({ userId: z.number().int(), item, outcome: z.enum(VIEWING_RIGHT_INVITE_OUTCOMES) }),
  ),
});
export type ViewingRightsInvite = z.infer<typeof viewingRightsInvite>;
export const viewingRightsInviteResponse = wrapped(viewingRightsInvite);

/** GET /team-impact/manager-viewing-right/{userId}: what the caller, as a manager, may see of one member. */
export const managerViewingRightParam = z.object({
  id: urlId,
});
export const managerViewingRight = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** the teams the caller manages that the member belongs to (the first is the one a request goes to) */
  teams: z.array(z.object({ teamId: z.number().int(), teamName: z.string() })),
  /** per item: whether the caller may see it now, and the state of the latest request or answer */
  items: z.array(
    z.object({
      item,
      canView: z.boolean(),
      status: z.enum([...VIEWING_RIGHT_STATUSES, 'NONE']),
      teamId: z.number().int().nullable(),
      requestedAt: z.string().nullable(),
      decidedAt: z.string().nullable(),
    }),
  ),
});
export type ManagerViewingRight = z.infer<typeof managerViewingRight>;
export const managerViewingRightResponse = wrapped(managerViewingRight);
