import { describe, expect, it } from 'vitest';
import { expressAddProblem, expressTeamName, isEmail } from './alignment-express';

describe('express setup rules', () => {
  it('names the team from the first 20 characters of the full name, then "Team\'s"', () => {
    expect(expressTeamName('Ada Admin')).toBe("Ada Admin Team's");
    expect(expressTeamName('Ximena Expressington-Vale')).toBe("Ximena Expressington Team's");
    expect(expressTeamName('  山田 太郎  ')).toBe("山田 太郎 Team's");
    // 20 characters, not 20 UTF-16 units: an emoji is not cut in half
    expect(expressTeamName('😀'.repeat(25))).toBe(`${'😀'.repeat(20)} Team's`);
  });

  it('says why Add is disabled: full list first, then a known e-mail, then an incomplete form', () => {
    expect(expressAddProblem({ others: 9, limit: 9, exists: true, complete: false })).toBe('limit');
    expect(expressAddProblem({ others: 8, limit: 9, exists: true, complete: true })).toBe('exists');
    expect(expressAddProblem({ others: 8, limit: 9, exists: false, complete: false })).toBe('incomplete');
    expect(expressAddProblem({ others: 0, limit: 9, exists: false, complete: true })).toBeNull();
  });

  it('checks an e-mail as the form does', () => {
    expect(isEmail(' pia@example.com ')).toBe(true);
    for (const bad of ['', 'pia', 'pia@', 'pia@example', 'p ia@example.com'])
      expect(isEmail(bad)).toBe(false);
  });
});
