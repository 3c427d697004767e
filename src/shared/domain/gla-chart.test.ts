import { describe, expect, it } from 'vitest';
import { chartRows, meanBenchmark } from './gla-chart';

const cap = (code: string, rank: number, benchmark: number | null) => ({
  code,
  name: code.toLowerCase(),
  rank,
  style: 3,
  strategy: 4,
  overall: 3.5,
  benchmark,
  top: rank <= 3,
  bottom: rank >= 7,
  definition: 'left out of the chart',
});

describe('Leader Profile chart rows', () => {
  it('lists the capabilities of every group by rank, best first, with only the chart fields', () => {
    const rows = chartRows([
      { capabilities: [cap('A', 3, 3.2), cap('B', 1, 3.6)] },
      { capabilities: [cap('C', 2, null)] },
    ]);
    expect(rows.map((r) => r.code)).toEqual(['B', 'C', 'A']);
    expect(rows[0]).not.toHaveProperty('definition');
    expect(rows[0]).toMatchObject({ style: 3, strategy: 4, benchmark: 3.6, top: true });
  });

  it('averages the benchmarks there are, to one decimal', () => {
    const rows = chartRows([{ capabilities: [cap('A', 1, 3.2), cap('B', 2, 3.7), cap('C', 3, null)] }]);
    expect(meanBenchmark(rows)).toBe(3.5);
    expect(meanBenchmark(chartRows([{ capabilities: [cap('A', 1, null)] }]))).toBeNull();
  });
});
