import { describe, expect, it } from 'vitest';
import { crewScoresVisible, isNamedCrewRole } from './crew-anonymity';

describe('crew anonymity', () => {
  it('hides a single peer answer and shows two answers', () => {
    expect(crewScoresVisible([{ crewId: 1, role: 'Peer' }])).toBe(false);
    expect(
      crewScoresVisible([
        { crewId: 1, role: 'Peer' },
        { crewId: 2, role: 'Team' },
      ]),
    ).toBe(true);
  });
  it('counts crew members, not answers: one peer answering twice stays hidden', () => {
    expect(
      crewScoresVisible([
        { crewId: 1, role: 'Peer' },
        { crewId: 1, role: 'Peer' },
      ]),
    ).toBe(false);
  });
  it('shows a single manager, mentor or coach answer, in any case', () => {
    for (const role of ['Manager', 'MENTOR', 'coach', ' Coach '])
      expect(crewScoresVisible([{ crewId: 7, role }])).toBe(true);
    expect(isNamedCrewRole('Customer')).toBe(false);
  });
  it('shows nothing when nobody answered', () => {
    expect(crewScoresVisible([])).toBe(false);
  });
});
