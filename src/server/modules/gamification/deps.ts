import type { SprintFacts } from '../../../shared/domain/certification';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';

/** A sprint as the certification needs it (the sprints module answers through its `certification` api). */
export interface GamificationSprint {
  id: number;
  clientId: number;
  userId: number;
  label: string;
  status: string;
  facts: SprintFacts;
}

/** What the gamification module is given (filled by the registry; decision 0017 ports). */
export interface GamificationDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** the sprints module: a sprint's facts for the criteria, how many sprints a person has in the portfolio */
  sprints: {
    facts(clientId: number, sprintId: number, now: Date, tx?: Db): Promise<GamificationSprint | null>;
    portfolioCount(clientId: number, userId: number, tx?: Db): Promise<number>;
    savedSprintIds(clientId: number, userId: number): Promise<number[]>;
  };
  /** identity's people: the recipient's name, e-mail (the credential's hashed identity) and language */
  people: {
    byId(
      id: number,
      tx?: Db,
    ): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
  };
  /** identity's organisations: the name an organisation issues its certificates under (in the caller's tx) */
  organisations: { name(clientId: number, tx?: Db): Promise<string | null> };
  /** whether the person has a finished GLA (the assessment's ranking is non-null) */
  gla: { finished(userId: number, clientId: number): Promise<boolean> };
}
