import { describe, expect, it } from 'vitest';
import { messageIdFor } from './message-id';

describe('Message-ID', () => {
  it('names the public host, not the machine, and is new for every mail', () => {
    const a = messageIdFor('https://stride.example.com:8443/app');
    const b = messageIdFor('https://stride.example.com:8443/app');
    expect(a).toMatch(/^<[0-9a-f-]{36}@stride\.example\.com>$/);
    expect(a).not.toBe(b);
  });

  it('keeps an address host in a form mail programs accept, and refuses a PUBLIC_URL that is no URL', () => {
    expect(messageIdFor('http://127.0.0.1:3000')).toMatch(/@127\.0\.0\.1>$/);
    expect(messageIdFor('http://[::1]:3000')).toMatch(/@\[::1\]>$/);
    expect(() => messageIdFor('stride.example.com')).toThrow(/PUBLIC_URL/);
  });
});
