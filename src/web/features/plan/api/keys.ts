/** Query keys of the plan feature, so a change refreshes exactly what shows it. */
export const planKeys = {
  all: ['plan'] as const,
  list: (userId?: number) => ['plan', 'list', userId ?? 'me'] as const,
  plan: (id: number) => ['plan', 'plan', id] as const,
  planIn: (id: number, lng: string) => ['plan', 'plan', id, lng] as const,
  sections: (id: number) => ['plan', 'sections', id] as const,
  goals: (id: number) => ['plan', 'goals', id] as const,
  network: (id: number) => ['plan', 'network', id] as const,
  meetings: (id: number) => ['plan', 'meetings', id] as const,
  comments: (sectionId: number) => ['plan', 'comments', sectionId] as const,
  guests: (id: number) => ['plan', 'guests', id] as const,
  portfolio: ['plan', 'portfolio'] as const,
  jobRoles: (lng: string) => ['plan', 'job-roles', lng] as const,
  nextRoles: (lng: string) => ['plan', 'next-roles', lng] as const,
  milestoneTypes: ['plan', 'milestone-types'] as const,
  networkTypes: ['plan', 'network-types'] as const,
  outcomes: (lng: string, label: string) => ['plan', 'outcomes', lng, label] as const,
  recommendations: (lng: string) => ['plan', 'recommendations', lng] as const,
};

/** A plan guest reads through the guest paths with the token of the shared link. */
export interface GuestAccess {
  token: string;
}
