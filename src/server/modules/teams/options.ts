import {
  TEAM_DISTRIBUTIONS,
  TEAM_MEMBER_TYPES,
  TEAM_STAFF_ROLES,
  TEAM_TYPES,
  type TeamDistribution,
  type TeamMemberType,
  type TeamStaffRole,
  type TeamType,
} from '../../../shared/enums';

/** English names of the option codes (the web shows its own translations by code). */
const TYPE_NAMES: Record<TeamType, string> = {
  LEADERSHIP: 'Leadership team',
  PROJECT: 'Project team',
  FUNCTIONAL: 'Functional team',
  CROSS_FUNCTIONAL: 'Cross-functional team',
  OTHER: 'Other',
};
const DISTRIBUTION_NAMES: Record<TeamDistribution, string> = {
  HYBRID: 'Hybrid',
  REMOTE: 'Remote',
  COLOCATED: 'Co-located',
};
const MEMBER_TYPE_NAMES: Record<TeamMemberType, string> = { TEAM_MEMBERS: 'Team Members', GUEST: 'Guest' };
const ROLE_NAMES: Record<TeamStaffRole, string> = { MANAGER: 'Manager', ASSISTANT: 'Assistant' };

export const teamOptions = {
  types: () => ({ data: TEAM_TYPES.map((code) => ({ code, name: TYPE_NAMES[code] })) }),
  distributions: () => ({
    data: TEAM_DISTRIBUTIONS.map((code) => ({ code, name: DISTRIBUTION_NAMES[code] })),
  }),
  memberTypes: () => ({ data: TEAM_MEMBER_TYPES.map((code) => ({ code, name: MEMBER_TYPE_NAMES[code] })) }),
  roles: () => ({ data: TEAM_STAFF_ROLES.map((code, i) => ({ id: i + 1, code, name: ROLE_NAMES[code] })) }),
};
