import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https addresses into links', () => {
    expect(linkify('Open https://stride.test/guest/set-password?token=abc to start')).toEqual([
      { kind: 'text', text: 'Open ' },
      {
        kind: 'link',
        text: 'https://stride.test/guest/set-password?token=abc',
        href: 'https://stride.test/guest/set-password?token=abc',
      },
      { kind: 'text', text: ' to start' },
    ]);
  });

  it('leaves sentence punctuation outside the link', () => {
    const parts = linkify('See http://a.test/x.');
    expect(parts[1]).toEqual({ kind: 'link', text: 'http://a.test/x', href: 'http://a.test/x' });
    expect(parts[2]).toEqual({ kind: 'text', text: '.' });
  });

  it('keeps other schemes and markup as text', () => {
    const text = 'javascript:alert(1) <a href="x">y</a> mailto:a@b.test';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('handles several links and empty text', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('https://a.test https://b.test').filter((p) => p.kind === 'link')).toHaveLength(2);
  });
});
