import type { StrideContext } from '../app';
import type { DemoIds } from '../platform/module';

export type { DemoIds } from '../platform/module';

/** A module's demo data, seeded after the organisations and people exist (in this order). */
export type DemoSeedStep = (ctx: StrideContext, ids: DemoIds) => Promise<void>;

/**
 * The modules' demo data: each module declares its steps (`seeds` in its StrideModule); they run in the registry's
 * order of modules (src/server/registry.ts).
 */
export const MODULE_SEEDS: DemoSeedStep[] = [
  async (ctx, ids) => {
    for (const module of ctx.modules) for (const step of module.seeds ?? []) await step.run(ids);
  },
];
