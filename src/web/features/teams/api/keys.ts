/** Query keys of the teams feature. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  team: (id: number) => ['teams', 'team', id] as const,
  members: (id: number) => ['teams', 'members', id] as const,
  options: (kind: string) => ['teams', 'options', kind] as const,
  search: (keyword: string) => ['teams', 'search', keyword] as const,
  milestones: ['teams', 'milestones'] as const,
  milestoneTypes: ['teams', 'milestone-types'] as const,
  dashboard: (id: number) => ['teams', 'dashboard', id] as const,
  viewingRights: (id: number) => ['teams', 'viewing-rights', id] as const,
  sharedByMe: ['teams', 'shared-by-me'] as const,
  managerRight: (userId: number) => ['teams', 'manager-right', userId] as const,
  memberProfile: (userId: number, lng: string) => ['teams', 'member-profile', userId, lng] as const,
  member360: (userId: number, lng: string) => ['teams', 'member-360', userId, lng] as const,
};
