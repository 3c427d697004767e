import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it('maps the stored lower-case form back to the supported spelling', () => {
    expect(normalizeLanguage('zh-cn')).toBe('zh-CN');
    expect(normalizeLanguage('ZH-CN')).toBe('zh-CN');
    expect(normalizeLanguage('en')).toBe('en');
  });

  it('maps regional browser languages to their base language', () => {
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('de-DE')).toBe('de');
    expect(normalizeLanguage('zh-TW')).toBe('zh-CN');
  });

  it('returns null for unsupported or empty values', () => {
    expect(normalizeLanguage('ko')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });
});
