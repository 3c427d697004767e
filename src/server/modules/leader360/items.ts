import { CAPABILITY_NAMES, type Localized } from '../../../../content/gla';
import { FREQUENCY_LABELS, ITEMS_360, OPEN_QUESTIONS_360 } from '../../../../content/gla360';
import type { Questionnaire360 } from '../../../shared/contracts/leader360';
import { CAPABILITY_CODES, type CapabilityCode, type Language } from '../../../shared/enums';

/** The 360 item bank as the module reads it (content/gla360). */
export const text = (l: Localized, language: Language): string => l[language] || l.en;
const BY_CODE = new Map(ITEMS_360.map((i) => [i.code, i]));
export const itemOf = (code: string) => BY_CODE.get(code);
export const ALL_ITEM_CODES = ITEMS_360.map((i) => i.code);
export const capabilityName = (code: CapabilityCode, language: Language) =>
  text(CAPABILITY_NAMES[code], language);

/** The questions of a 360 in one language: its items (bank order), the scale and the two open questions. */
export function questionnaireOf(itemCodes: readonly string[], language: Language): Questionnaire360 {
  const items = itemCodes.flatMap((code) => {
    const item = BY_CODE.get(code);
    return item ? [{ code, capability: item.capability, text: text(item.text, language) }] : [];
  });
  const asked = new Set(items.map((i) => i.capability));
  return {
    items,
    scale: ([5, 4, 3, 2, 1, 0] as const).map((value) => ({
      value,
      label: text(FREQUENCY_LABELS[value], language),
    })),
    openQuestions: OPEN_QUESTIONS_360.map((q) => ({ code: q.code, text: text(q.text, language) })),
    capabilities: CAPABILITY_CODES.filter((c) => asked.has(c)).map((code) => ({
      code,
      name: capabilityName(code, language),
    })),
  };
}
