import { useTranslation } from 'react-i18next';
import { capabilityName } from '../../../../content/gla/capability-names';
import type { CapabilityCode } from '../../../shared/enums';
import { normalizeLanguage } from './languages';

/**
 * A capability's one name (content/gla/capability-names.ts) in the interface language: the Leader Profile, its
 * PDF and the plan all read the same source. An unknown code reads as itself.
 */
export function useCapabilityName(): (code: string) => string {
  const { i18n } = useTranslation();
  const lng = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return (code) => capabilityName(code as CapabilityCode, lng);
}
