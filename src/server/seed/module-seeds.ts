import type { StrideContext } from '../app';
import { consoleDemoSeed } from '../modules/audit/demo-seed';

/** Ids of what the identity seed created: organisations by key ('demo', 'other', 'expired'), people by e-mail. */
export interface DemoIds {
  org(key: string): number;
  user(email: string): number;
}

/** A module's demo data, seeded after the organisations and people exist (in this order). */
export type DemoSeedStep = (ctx: StrideContext, ids: DemoIds) => Promise<void>;

/** Each module that has demo data adds its step here. */
export const MODULE_SEEDS: DemoSeedStep[] = [consoleDemoSeed];
