import { formatLongDate } from '../../../shared/domain/format';
import { currentLanguage } from './index';

/** A calendar day (YYYY-MM-DD) written out in the interface language, e.g. "3 March 2026". */
export const longDate = (day: string) =>
  formatLongDate(`${day}T12:00:00Z`, { locale: currentLanguage(), timeZone: 'UTC' }) || day;
