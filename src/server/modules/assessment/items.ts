import {
  BENCHMARKS,
  CAPABILITY_TEXTS,
  type GlaItem,
  GROUP_TEXTS,
  type Localized,
  STRATEGY_ITEMS,
  STYLE_ITEMS,
} from '../../../../content/gla';
import { GLA_PAGE_SIZE, type GlaProfileName } from '../../../shared/contracts/assessment';
import type { ScoredItem } from '../../../shared/domain/gla-scoring';
import type { CapabilityCode, Language } from '../../../shared/enums';

/** The two item banks, shown in their authored order (which alternates the capabilities), 10 a page. */
export const BANKS: Record<GlaProfileName, readonly GlaItem[]> = {
  STYLE: STYLE_ITEMS,
  STRATEGY: STRATEGY_ITEMS,
};
export const ALL_ITEMS: readonly GlaItem[] = [...STYLE_ITEMS, ...STRATEGY_ITEMS];
export const SCORED_ITEMS: readonly ScoredItem[] = ALL_ITEMS.map((i) => ({
  code: i.code,
  profile: i.profile,
  capability: i.capability,
  reverse: i.reverse,
}));

const byCode = new Map(ALL_ITEMS.map((i) => [i.code, i]));
export const itemByCode = (code: string): GlaItem | undefined => byCode.get(code);

export const pagesOf = (profile: GlaProfileName) => Math.ceil(BANKS[profile].length / GLA_PAGE_SIZE);
/** Both banks have the same number of pages (5). */
export const PAGES_PER_PROFILE = Math.max(pagesOf('STYLE'), pagesOf('STRATEGY'));

export function pageItems(profile: GlaProfileName, page: number): readonly GlaItem[] {
  return BANKS[profile].slice((page - 1) * GLA_PAGE_SIZE, page * GLA_PAGE_SIZE);
}

/** The page an item is shown on. */
export function pageOf(item: GlaItem): number {
  return Math.floor(BANKS[item.profile].indexOf(item) / GLA_PAGE_SIZE) + 1;
}

export const text = (l: Localized, language: Language): string => l[language] || l.en;

export const capabilityText = (code: CapabilityCode) => CAPABILITY_TEXTS.find((c) => c.code === code)!;
export { BENCHMARKS, GROUP_TEXTS };
