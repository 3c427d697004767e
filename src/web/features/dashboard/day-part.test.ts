import { describe, expect, it } from 'vitest';
import { dayPart, firstName } from './day-part';

describe('dayPart', () => {
  it('splits the day at 5, 12 and 18 hours', () => {
    expect(dayPart(4)).toBe('evening');
    expect(dayPart(5)).toBe('morning');
    expect(dayPart(11)).toBe('morning');
    expect(dayPart(12)).toBe('afternoon');
    expect(dayPart(17)).toBe('afternoon');
    expect(dayPart(18)).toBe('evening');
    expect(dayPart(0)).toBe('evening');
  });
});

describe('firstName', () => {
  it('takes the first word', () => {
    expect(firstName('  Ada  Lovelace ')).toBe('Ada');
    expect(firstName('Plato')).toBe('Plato');
    expect(firstName('')).toBe('');
  });
});
