import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './countries';

describe('research question countries', () => {
  it('names countries in the interface language, alphabetically', () => {
    const fr = countryOptions('fr');
    expect(fr).toHaveLength(COUNTRY_CODES.length);
    expect(fr.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    const names = fr.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(countryOptions('en').find((c) => c.code === 'JP')?.name).toBe('Japan');
  });
});
