import { z } from 'zod';
import {
  TEAM_DISTRIBUTIONS,
  TEAM_INVITE_ROLES,
  TEAM_MEMBER_STATUSES,
  TEAM_MEMBER_TYPES,
  TEAM_PURPOSES,
  TEAM_STAFF_ROLES,
  TEAM_TYPES,
} from '../enums';
import { jsonId, urlId } from './ids';
import { safeLine, safeText } from './text';

/** Responses of the team service are wrapped in `{ data }` (spec sprints-teams 7). */
export const wrapped = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `must be one of ${values.join(', ')}` });

// ---------- a team ----------
export const teamFields = z.object({
  name: safeText({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(120, { message: 'must be at most 120 characters' }),
  description: safeText().trim().max(1000, { message: 'must be at most 1000 characters' }).optional(),
  teamType: oneOf(TEAM_TYPES),
  purpose: oneOf(TEAM_PURPOSES).optional(),
  distribution: oneOf(TEAM_DISTRIBUTIONS).optional(),
});
export const createTeamBody = teamFields;
export type CreateTeamBody = z.infer<typeof createTeamBody>;
/** An edit names only what changes. */
export const editTeamBody = teamFields.partial();
export type EditTeamBody = z.infer<typeof editTeamBody>;

export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  teamType: z.object({ code: z.enum(TEAM_TYPES) }),
  purpose: z.enum(TEAM_PURPOSES).nullable(),
  distribution: z.enum(TEAM_DISTRIBUTIONS).nullable(),
  managerId: z.number().int(),
  managerName: z.string(),
  /** the caller manages it */
  manager: z.boolean(),
  /** the caller may change it: its manager, or an administrator of the organisation */
  teamAdmin: z.boolean(),
  memberCount: z.number().int(),
  /** the team's duration (YYYY-MM-DD), either may be unset */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof team>;
export const teamResponse = wrapped(team);
export const teamsResponse = wrapped(z.array(team));

// ---------- members ----------
export const teamMember = z.object({
  /** the membership row (removeOrgTeamMember takes it) */
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(TEAM_MEMBER_TYPES),
  role: z.enum(TEAM_INVITE_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** the team role chosen at invitation (getAllRole), if any */
  teamRole: z.enum(TEAM_STAFF_ROLES).nullable(),
  addedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamMembersResponse = wrapped(z.array(teamMember));

export const addOrgMembersBody = z.object({
  teamId: jsonId,
  userIds: z
    .array(jsonId)
    .min(1, { message: 'must name at least one person' })
    .max(50, { message: 'must name at most 50 people' }),
});
export type AddOrgMembersBody = z.infer<typeof addOrgMembersBody>;

// ---------- options ----------
export const codeOption = z.object({ code: z.string(), name: z.string() });
export const codeOptionsResponse = wrapped(z.array(codeOption));
export const teamRole = z.object({ id: z.number().int(), code: z.enum(TEAM_STAFF_ROLES), name: z.string() });
export const teamRolesResponse = wrapped(z.array(teamRole));

// ---------- member search (user service) ----------
export const searchMemberQuery = z.object({
  keyword: safeLine().trim().max(100, { message: 'must be at most 100 characters' }).default(''),
  clientId: urlId.optional(),
  activeOnly: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});
export const memberSearchResult = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  active: z.boolean(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResult>;
export const memberSearchResponse = z.object({ items: z.array(memberSearchResult) });

export const okData = wrapped(z.object({ ok: z.literal(true) }));
