import { describe, expect, it } from 'vitest';
import { tabOf } from './tabs';

describe('plan tabs', () => {
  it('finds a tab by its slug or its section name, and falls back to the first', () => {
    expect(tabOf('key-milestones').section).toBe('KEY_MILESTONES');
    expect(tabOf('ADAPTIVE_DEVELOPMENT_PLAN').slug).toBe('development-plan');
    expect(tabOf('summary').section).toBe('SUMMARY');
    expect(tabOf(undefined).section).toBe('CAREER_CHALLENGE');
    expect(tabOf('nonsense').section).toBe('CAREER_CHALLENGE');
  });
});
