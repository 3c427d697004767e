import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { errorText } from './error-text';
import { ApiError, NetworkError } from './errors';

const locale = (lng: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../../locales/${lng}/errors.json`), 'utf8'));
const i18n = createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    fallbackLng: 'en',
    resources: { en: { errors: locale('en') }, de: { errors: locale('de') } },
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
});
