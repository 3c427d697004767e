import { describe, expect, it } from 'vitest';
import { decodeJwt, isExpiringSoon } from './jwt';

function makeToken(payload: object): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.signature`;
}

describe('decodeJwt', () => {
  it('reads the payload, including non-ASCII text', () => {
    const token = makeToken({ sub: '7', org_id: 3, name: 'Zoë 山田', exp: 100 });
    expect(decodeJwt(token)).toMatchObject({ sub: '7', org_id: 3, name: 'Zoë 山田', exp: 100 });
  });

  it('reads the impersonation actor', () => {
    const token = makeToken({ sub: '9', act: { sub: '1', email: 'admin@demo.test', name: 'Admin' } });
    expect(decodeJwt(token)?.act?.email).toBe('admin@demo.test');
  });

  it('returns null for malformed tokens', () => {
    expect(decodeJwt(null)).toBeNull();
    expect(decodeJwt('')).toBeNull();
    expect(decodeJwt('abc')).toBeNull();
    expect(decodeJwt('a.!!!.c')).toBeNull();
  });
});

describe('isExpiringSoon', () => {
  const now = 1_000_000_000_000;
  it('is false well before expiry', () => {
    expect(isExpiringSoon({ exp: now / 1000 + 600 }, 30, now)).toBe(false);
  });
  it('is true within the margin and after expiry', () => {
    expect(isExpiringSoon({ exp: now / 1000 + 30 }, 30, now)).toBe(true);
    expect(isExpiringSoon({ exp: now / 1000 - 1 }, 30, now)).toBe(true);
  });
  it('is true without an exp claim', () => {
    expect(isExpiringSoon({}, 30, now)).toBe(true);
    expect(isExpiringSoon(null, 30, now)).toBe(true);
  });
});
