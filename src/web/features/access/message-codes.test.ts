import { describe, expect, it } from 'vitest';
import { pageMessageCode } from './message-codes';

describe('pageMessageCode', () => {
  it('accepts a known code in any case', () => {
    expect(pageMessageCode('FORBIDDEN')).toBe('FORBIDDEN');
    expect(pageMessageCode(' no_plan_access ')).toBe('NO_PLAN_ACCESS');
  });

  it('ignores free text, markup, unknown and missing codes', () => {
    expect(pageMessageCode('Your account is locked, call 555-0100')).toBeNull();
    expect(pageMessageCode('<b>x</b>')).toBeNull();
    expect(pageMessageCode('WRONG_CREDENTIALS')).toBeNull();
    expect(pageMessageCode('')).toBeNull();
    expect(pageMessageCode(null)).toBeNull();
  });
});
