import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { errorText } from './error-text';
import { ApiError, NetworkError } from './errors';

const locale = (lng: string, ns = 'errors') =>
  JSON.parse(readFileSync(join(__dirname, `../../../../locales/${lng}/${ns}.json`), 'utf8'));
const i18n = createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    fallbackLng: 'en',
    resources: {
      en: { errors: locale('en'), console: locale('en', 'console') },
      de: { errors: locale('de'), console: locale('de', 'console') },
    },
    interpolation: { escapeValue: false },
  });
});

const apiError = (code: string | undefined, message: string, retryAfter?: number) =>
  new ApiError({ statusCode: 409, error: 'Conflict', message, code, retryAfter });

describe('errorText', () => {
  it("shows a known code in the person's language rather than the server's English", () => {
    const text = errorText(apiError('LAST_ADMIN', 'An organisation needs ...'), i18n.t);
    expect(text).toBe(locale('de').codes.LAST_ADMIN);
    expect(text).not.toContain('organisation needs');
  });

  it("words a failure on the server's side in the person's language, not the server's English", () => {
    const failure = new ApiError({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
    });
    expect(errorText(failure, i18n.t)).toBe(locale('de').default);
  });

  it("falls back to the server's message for a code without a translation, or no code", () => {
    expect(errorText(apiError('VALIDATION_FAILED', 'Invalid body: name: must not be empty'), i18n.t)).toBe(
      'Invalid body: name: must not be empty',
    );
    expect(errorText(apiError(undefined, 'Plain refusal'), i18n.t)).toBe('Plain refusal');
    expect(errorText(apiError('SOMETHING_NEW', 'New refusal'), i18n.t)).toBe('New refusal');
  });

  it('names the minutes to wait from Retry-After, or keeps the server message without it', () => {
    expect(errorText(apiError('TOO_MANY_ATTEMPTS', 'Too many', 150), i18n.t)).toContain('3 Minute');
    expect(errorText(apiError('TOO_MANY_ATTEMPTS', 'Too many failed sign-ins.'), i18n.t)).toBe(
      'Too many failed sign-ins.',
    );
  });

  it('says the server could not be reached for a network failure', () => {
    expect(errorText(new NetworkError(new TypeError('fetch failed')), i18n.t)).toBe(locale('de').network);
  });

  it('translates only codes the shared list knows', () => {
    const unknown = Object.keys(locale('en').codes).filter(
      (c) => !(ERROR_CODES as readonly string[]).includes(c),
    );
    expect(unknown).toEqual([]);
  });

  it("prefers a feature's own wording, then its refusal and fallback texts over the server's message", () => {
    const own = {
      within: 'console:errors',
      forbidden: 'console:errors.FORBIDDEN',
      otherwise: 'console:errors.failed',
    };
    const consoleDe = locale('de', 'console').errors;
    expect(errorText(apiError('ROLE_NOT_GRANTABLE', 'You may not grant ADMIN.'), i18n.t, own)).toBe(
      consoleDe.ROLE_NOT_GRANTABLE,
    );
    const refused = new ApiError({
      statusCode: 403,
      error: 'Forbidden',
      message: 'No.',
      code: 'SOMETHING_ELSE',
    });
    expect(errorText(refused, i18n.t, own)).toBe(consoleDe.FORBIDDEN);
    expect(errorText(apiError('VALIDATION_FAILED', 'Invalid body: x'), i18n.t, own)).toBe(consoleDe.failed);
    expect(errorText(apiError('IMPERSONATE_SELF', 'You cannot impersonate yourself.'), i18n.t, own)).toBe(
      locale('de').codes.IMPERSONATE_SELF,
    );
  });
});
