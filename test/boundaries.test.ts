import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// the real rules of `npm run lint`
const config: IConfiguration = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

/** Runs the lint's boundary rules on a small tree with deliberately bad imports: the rules must catch each one. */
async function violationsIn(fixture: string) {
  const { exclude: _exclude, tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['src'], {
    ...options,
    baseDir: path.resolve(import.meta.dirname, 'fixtures', fixture),
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  if (typeof result.output === 'string') throw new Error('expected the JSON result');
  return result.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('the boundary check (dependency-cruiser with .dependency-cruiser.cjs)', () => {
  it('fails a module that imports another module past its index.ts, and only that import', async () => {
    const found = await violationsIn('boundaries');
    const throughIndex = found.filter((v) => v.rule === 'module-through-index');
    expect(throughIndex).toEqual([
      {
        rule: 'module-through-index',
        from: 'src/server/modules/beta/index.ts',
        to: 'src/server/modules/alpha/secret.ts',
      },
    ]);
  });

  it('fails the platform importing a module', async () => {
    expect(await violationsIn('boundaries')).toContainEqual({
      rule: 'platform-below-modules',
      from: 'src/server/platform/clock.ts',
      to: 'src/server/modules/alpha/index.ts',
    });
  });

  it('fails a cycle', async () => {
    // dependency-cruiser reports a cycle once, from one of its files
    const cycles = (await violationsIn('boundaries')).filter((v) => v.rule === 'no-circular');
    expect(cycles).toHaveLength(1);
    expect([cycles[0].from, cycles[0].to].sort()).toEqual(['src/shared/ping.ts', 'src/shared/pong.ts']);
  });
});
