/** Query keys of the alignment feature's express setup and sample report. */
export const alignmentKeys = {
  expressOpening: ['alignment', 'express', 'opening'] as const,
  expressMembers: (teamId: number) => ['alignment', 'express', 'members', teamId] as const,
  teamRoles: (lng: string) => ['alignment', 'express', 'team-roles', lng] as const,
  sampleReport: (lng: string) => ['alignment', 'sample-report', lng] as const,
};
