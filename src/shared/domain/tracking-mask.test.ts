import { describe, expect, it } from 'vitest';
import { maskPasswords } from './tracking-mask';

describe('maskPasswords', () => {
  it('replaces password, oldPassword, newPassword and confirmPassword at any depth with *', () => {
    const body = {
      email: 'a@b.c',
      password: 'secret',
      form: { oldPassword: 'o', NewPassword: 'n', list: [{ confirmPassword: 'c', keep: 1 }] },
    };
    expect(maskPasswords(body)).toEqual({
      email: 'a@b.c',
      password: '*',
      form: { oldPassword: '*', NewPassword: '*', list: [{ confirmPassword: '*', keep: 1 }] },
    });
    // the original is left alone
    expect(body.password).toBe('secret');
  });

  it('leaves values without password fields as they are', () => {
    expect(maskPasswords({ passwordHint: 'x', n: null })).toEqual({ passwordHint: 'x', n: null });
    expect(maskPasswords('password')).toBe('password');
  });
});
