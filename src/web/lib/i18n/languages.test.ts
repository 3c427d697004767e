import { describe, expect, it } from 'vitest';
import { languageLabelIn, languageNameIn, normalizeLanguage } from './languages';

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

describe('languageNameIn', () => {
  it('names a language in the interface language', () => {
    expect(languageNameIn('id', 'ja')).toBe('インドネシア語');
    expect(languageNameIn('en', 'de')).toBe('Englisch');
    expect(languageNameIn('en', 'es')).toBe('inglés');
    expect(languageNameIn('zh-CN', 'zh-CN')).toBe('简体中文');
    expect(languageNameIn('en', 'en')).toBe('English');
  });

  it('starts a name standing alone with a capital', () => {
    expect(languageLabelIn('en', 'es')).toBe('Inglés');
    expect(languageLabelIn('de', 'fr')).toBe('Allemand');
    expect(languageLabelIn('en', 'ja')).toBe('英語');
  });
});
