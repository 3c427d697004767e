import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar-initials';

describe('avatarInitials', () => {
  it('takes the first letter of the first two words', () => {
    expect(avatarInitials('Ada Lovelace')).toBe('AL');
    expect(avatarInitials('maria de la cruz')).toBe('MD');
  });

  it('takes the first two letters of a single word', () => {
    expect(avatarInitials('madonna')).toBe('MA');
    expect(avatarInitials('X')).toBe('X');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(avatarInitials('  jean   paul  ')).toBe('JP');
  });

  it('returns an empty string for empty or missing names', () => {
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials('   ')).toBe('');
    expect(avatarInitials(null)).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });

  it('keeps non-Latin letters whole', () => {
    expect(avatarInitials('山田 太郎')).toBe('山太');
    expect(avatarInitials('élodie')).toBe('ÉL');
  });
});
