import { CAPABILITY_NAMES, type Localized } from '../../../../content/gla';
import { FREQUENCY_LABELS, ITEMS_360, OPEN_QUESTIONS_360 } from '../../../../content/gla360';
import type { OwnItem360, Questionnaire360 } from '../../../shared/contracts/leader360';
import { CAPABILITY_CODES, type CapabilityCode, type Language } from '../../../shared/enums';

/** The 360 item bank as the module reads it (content/gla360), and a Custom 360's own questions. */
export const text = (l: Partial<Localized>, language: Language): string => l[language] || l.en || '';
const BY_CODE = new Map(ITEMS_360.map((i) => [i.code, i]));
export const ALL_ITEM_CODES = ITEMS_360.map((i) => i.code);
export const capabilityName = (code: CapabilityCode, language: Language) =>
  text(CAPABILITY_NAMES[code], language);

export type Item = { code: string; capability: CapabilityCode; text: Partial<Localized> };
/** What a 360 asks: bank codes and (a Custom 360) its own questions, copied when it started. */
export type Asked = { itemCodes: readonly string[]; ownItems?: readonly OwnItem360[] };

/** The items a 360 asks, in its order (an own question falls back to English where its language is missing). */
export function itemsOf(asked: Asked): Item[] {
  const own = new Map((asked.ownItems ?? []).map((i) => [i.code, i]));
  return asked.itemCodes.flatMap((code) => {
    const item = BY_CODE.get(code) ?? own.get(code);
    return item ? [{ code, capability: item.capability as CapabilityCode, text: item.text }] : [];
  });
}
export const isBankItem = (code: string) => BY_CODE.has(code);

/** The bank in one language (the admin's Custom 360 setting chooses from it). */
export const bankOf = (language: Language) =>
  ITEMS_360.map((i) => ({ code: i.code, capability: i.capability, text: text(i.text, language) }));

/** The questions of a 360 in one language: its items, the scale and the two open questions. */
export function questionnaireOf(asked: Asked, language: Language): Questionnaire360 {
  const items = itemsOf(asked).map((i) => ({
    code: i.code,
    capability: i.capability,
    text: text(i.text, language),
  }));
  const inOrder = new Set(items.map((i) => i.capability));
  return {
    items,
    scale: ([5, 4, 3, 2, 1, 0] as const).map((value) => ({
      value,
      label: text(FREQUENCY_LABELS[value], language),
    })),
    openQuestions: OPEN_QUESTIONS_360.map((q) => ({ code: q.code, text: text(q.text, language) })),
    capabilities: CAPABILITY_CODES.filter((c) => inOrder.has(c)).map((code) => ({
      code,
      name: capabilityName(code, language),
    })),
  };
}
