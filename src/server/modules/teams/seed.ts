import type { Db } from '../../platform/db/client';
import { createTeamsRepo } from './repo';

/** Demo Co's team: a manager, accepted members. Answers the team's id. */
export async function seedTeamsDemo(s: {
  db: Db;
  clientId: number;
  name: string;
  description: string;
  managerId: number;
  memberIds: number[];
}): Promise<number> {
  const repo = createTeamsRepo(s.db);
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
