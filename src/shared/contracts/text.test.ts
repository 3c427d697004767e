import { describe, expect, it } from 'vitest';
import { hasControlCharacter, safeLine, safeText } from './text';

describe('safe text', () => {
  it('refuses NUL and the other C0 controls and DEL; multi-line text keeps tab, line feed and carriage return', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f']) {
      expect(hasControlCharacter(`a${c}b`, true), JSON.stringify(c)).toBe(true);
      expect(safeText().safeParse(`a${c}b`).success).toBe(false);
    }
    expect(safeText().safeParse('line one\r\n\tline two').success).toBe(true);
    expect(safeText().safeParse('Mia <img src=x> ünïcödé 日本').success).toBe(true);
  });

  it('a single line refuses line breaks and tabs too', () => {
    for (const v of ['a\nb', 'a\rb', 'a\tb', 'a\u0000b']) expect(safeLine().safeParse(v).success).toBe(false);
    expect(safeLine().safeParse('plain words').success).toBe(true);
  });

  it("keeps the field's own rules chained after it", () => {
    const name = safeText({ message: 'is required' }).trim().min(1).max(5);
    expect(name.parse('  abc ')).toBe('abc');
    expect(name.safeParse('abcdefg').success).toBe(false);
    expect(name.safeParse(undefined).error?.issues[0].message).toBe('is required');
  });
});
