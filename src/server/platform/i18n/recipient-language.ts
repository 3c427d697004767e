import type { Language } from '../../../shared/enums';
import { supportedLanguage } from './index';

/**
 * The language a mail is written in, chosen once for every module: the person's own language when they are a
 * user (or the language chosen for them, as a nominee's survey language), otherwise their organisation's default
 * language, otherwise the inviter's, otherwise English.
 */
export function recipientLanguage(c: {
  person?: string | null;
  organisation?: string | null;
  inviter?: string | null;
}): Language {
  return (
    supportedLanguage(c.person) ?? supportedLanguage(c.organisation) ?? supportedLanguage(c.inviter) ?? 'en'
  );
}
