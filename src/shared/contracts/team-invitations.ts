import { z } from 'zod';
import { TEAM_STAFF_ROLES } from '../enums';
import { email } from './common';
import { jsonId } from './ids';
import { okData, wrapped } from './teams';
import { safeText } from './text';

/** Guests from outside the organisation, invited to one team by name and e-mail (team-membership-guests). */
export const addGuestsBody = z.object({
  teamId: jsonId,
  guests: z
    .array(
      z.object({
        name: safeText({ message: 'is required' })
          .trim()
          .min(1, { message: 'must not be empty' })
          .max(120, { message: 'must be at most 120 characters' }),
        email,
        /** a team role of getAllRole, by code */
        teamRole: z
          .enum(TEAM_STAFF_ROLES, { message: `must be one of ${TEAM_STAFF_ROLES.join(', ')}` })
          .optional(),
      }),
    )
    .min(1, { message: 'must name at least one guest' })
    .max(20, { message: 'must name at most 20 guests' }),
});
export type AddGuestsBody = z.infer<typeof addGuestsBody>;

/** Sends (again) the invitation of a pending member: a new link replaces the old one. */
export const sendInvitationBody = z.object({
  teamId: jsonId,
  /** the member row (getMembers' id) */
  memberId: jsonId,
});
export type SendInvitationBody = z.infer<typeof sendInvitationBody>;

/** A start or end of the team's duration (YYYY-MM-DD), or null to clear it. */
export const durationBody = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date YYYY-MM-DD' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'must be a real date' })
    .nullable(),
});
export const durationResponse = wrapped(
  z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }),
);

/** What the invitation link shows before the guest accepts. */
export const invitationPreviewResponse = wrapped(
  z.object({
    teamName: z.string(),
    managerName: z.string(),
    name: z.string(),
    email: z.string(),
    /** the account has no password yet: accepting sets one */
    needsPassword: z.boolean(),
  }),
);
export const acceptInvitationBody = z.object({
  password: safeText().min(10, 'password must have at least 10 characters').max(200).optional(),
});
export const acceptInvitationResponse = wrapped(z.object({ teamId: z.number().int(), email: z.string() }));
export { okData };
