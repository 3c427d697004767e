import type { MilestoneType } from '../../../../shared/enums';
import type { Db } from '../../../platform/db/client';
import { createTeamMilestonesRepo } from './repo';

/** Demo data: milestones of a team (the teams module's seed names the team). */
export async function seedTeamMilestones(
  db: Db,
  rows: {
    clientId: number;
    teamId: number;
    createdBy: number;
    type: MilestoneType;
    title: string;
    date: string;
    done: boolean;
  }[],
): Promise<void> {
  const repo = createTeamMilestonesRepo(db);
  for (const row of rows) await repo.insert(row);
}
