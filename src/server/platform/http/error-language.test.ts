import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { acceptedLanguage, localisedErrorMessage } from '../i18n';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unauthenticated = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/user/users/getUserState', headers });

describe('API errors in the caller language', () => {
  it('words a coded error in the language the page asks for, and keeps the code', async () => {
    const de = await unauthenticated({ 'accept-language': 'de' });
    expect(de.statusCode).toBe(401);
    expect(de.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sie müssen sich anmelden.' });
    const ja = await unauthenticated({ 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
    expect(ja.json().code).toBe('UNAUTHENTICATED');
    expect(ja.json().message).not.toBe('You need to sign in.');
  });

  it('answers in English without a header or for a language Stride does not have', async () => {
    expect((await unauthenticated()).json().message).toBe('You need to sign in.');
    expect((await unauthenticated({ 'accept-language': 'sv-SE' })).json().message).toBe(
      'You need to sign in.',
    );
  });

  it('keeps a message that carries details (it is not the code plain text)', () => {
    expect(localisedErrorMessage('NOT_FOUND', 'The team was not found.', 'de')).toBe(
      'The team was not found.',
    );
  });

  it('reads Accept-Language by preference', () => {
    expect(acceptedLanguage('sv, fr;q=0.8, de;q=0.9')).toBe('de');
    expect(acceptedLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(acceptedLanguage('*;q=0.1')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});
