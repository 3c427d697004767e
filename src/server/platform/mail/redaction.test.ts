import { describe, expect, it } from 'vitest';
import { isDemoAddress, redactLinkTokens } from './redaction';

describe('one-time tokens in stored mail', () => {
  it('replaces every guest token and keeps the rest of the text', () => {
    const token = `g_${'A1b2-_'.repeat(7)}x`;
    const text = `Set it: https://s.test/guest/set-password?token=${token}\nOr: https://s.test/wipeout/${token} (g_short stays)`;
    expect(redactLinkTokens(text)).toBe(
      'Set it: https://s.test/guest/set-password?token=g_REDACTED\nOr: https://s.test/wipeout/g_REDACTED (g_short stays)',
    );
    expect(redactLinkTokens(null)).toBeNull();
  });

  it("knows demo accounts' addresses: reserved domains only", () => {
    for (const a of [
      'admin@demo.test',
      'Guest@Example.TEST',
      'x@example.com',
      'y@mail.example.org',
      'z@site.example',
    ])
      expect(isDemoAddress(a)).toBe(true);
    for (const a of ['someone@realcorp.com', 'a@test.com', 'b@example.com.evil.io', 'demo.test', 'c@mytest'])
      expect(isDemoAddress(a)).toBe(false);
  });
});
