import type { CapabilityCode, CapabilityGroup, Language, RoleLevel } from '../../src/shared/enums';

export type Localized = Record<Language, string>;
export interface GroupText {
  group: CapabilityGroup;
  name: Localized;
  description: Localized;
}
export interface CapabilityText {
  code: CapabilityCode;
  name: Localized; // 1-4 words
  definition: Localized; // one line
  low: Localized; // what it looks like when low (one or two sentences)
  high: Localized; // what it looks like when high
  habits: Localized[]; // two or three everyday habits that develop it (imperative, one sentence each)
}
/** A Style sub-scale: a tendency between two poles, belonging to one capability. */
export interface StyleSubscale {
  code: string;
  capability: CapabilityCode;
  name: Localized;
  lowPole: Localized;
  highPole: Localized;
}
export type GlaProfile = 'STYLE' | 'STRATEGY';
export interface GlaItem {
  code: string; // 'ST01'..'ST45' for Style, 'SG01'..'SG45' for Strategy
  profile: GlaProfile;
  capability: CapabilityCode;
  subscale: string | null; // Style items: a StyleSubscale code; Strategy items: null
  reverse: boolean; // reverse-keyed: agreeing means LESS of the capability
  text: Localized; // a first-person statement answered on the five-point agree scale
}
/** Expected capability score (1-5, one decimal) of people doing well at each role level. */
export type Benchmarks = Record<RoleLevel, Record<CapabilityCode, number>>;
