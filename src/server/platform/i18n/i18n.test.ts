import { describe, expect, it } from 'vitest';
import { createServerI18n, supportedLanguage, t } from './index';
import { recipientLanguage } from './recipient-language';

describe('server i18n', () => {
  it('reads the locale files and interpolates values, with plurals', () => {
    expect(t('de', 'mail:layout.greeting', { name: 'Jörg' })).toBe('Hallo Jörg,');
    expect(t('en', 'mail:setPassword.linkIntro', { count: 1 })).toContain('expires in 1 day)');
    expect(t('en', 'mail:setPassword.linkIntro', { count: 7 })).toContain('expires in 7 days)');
    expect(t('ja', 'mail:setPassword.linkIntro', { count: 7 })).toContain('7 日後');
    expect(t('fr', 'server:teamOptions.distributions.REMOTE')).toBe('À distance');
  });

  it('keeps values as they are (escaping is the HTML layout’s job)', () => {
    expect(t('en', 'mail:layout.greeting', { name: '<b>Ann</b> & Co' })).toBe('Hello <b>Ann</b> & Co,');
  });

  it('falls back to English for a key a language misses and for an unknown language', () => {
    const i18n = createServerI18n({
      en: { mail: { only: 'English {{x}}' } },
      de: { mail: { other: 'Deutsch' } },
    });
    expect(i18n.t('mail:only', { lng: 'de', x: 1 })).toBe('English 1');
    expect(i18n.t('mail:other', { lng: 'de' })).toBe('Deutsch');
    expect(t('xx', 'mail:layout.greetingAnonymous')).toBe('Hello,');
    expect(t('de-AT', 'mail:layout.greetingAnonymous')).toBe('Hallo,');
  });

  it('understands the usual spellings of a language', () => {
    expect(supportedLanguage('zh-cn')).toBe('zh-CN');
    expect(supportedLanguage('pt-BR')).toBe('pt');
    expect(supportedLanguage('klingon')).toBeNull();
    expect(supportedLanguage(null)).toBeNull();
  });
});

describe('recipient language', () => {
  it("takes the person's language, else the organisation's, else the inviter's, else English", () => {
    expect(recipientLanguage({ person: 'de', organisation: 'fr', inviter: 'ja' })).toBe('de');
    expect(recipientLanguage({ person: null, organisation: 'fr', inviter: 'ja' })).toBe('fr');
    expect(recipientLanguage({ organisation: 'nonsense', inviter: 'ja' })).toBe('ja');
    expect(recipientLanguage({})).toBe('en');
  });
});
