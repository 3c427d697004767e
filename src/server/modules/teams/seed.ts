import type { TeamsRepo } from './repo';

/** Demo Co's team: a manager, accepted members. Answers the team's id. */
export async function seedTeamsDemo(s: {
  repo: TeamsRepo;
  clientId: number;
  name: string;
  description: string;
  managerId: number;
  memberIds: number[];
}): Promise<number> {
  const { repo } = s;
  const team = await repo.insert({
    clientId: s.clientId,
    name: s.name,
    description: s.description,
    teamType: 'CROSS_FUNCTIONAL',
    purpose: 'PROJECT',
    distribution: 'HYBRID',
    managerId: s.managerId,
  });
  await repo.insertMembers(
    [s.managerId, ...s.memberIds].map((userId) => ({
      teamId: team.id,
      clientId: s.clientId,
      userId,
      status: 'ACCEPTED',
      addedBy: s.managerId,
    })),
  );
  return team.id;
}
