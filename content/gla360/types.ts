import type { CapabilityCode } from '../../src/shared/enums';
import type { Localized } from '../gla/types';

/** One observable behaviour, rated on the 5-point frequency scale by the person and their raters. */
export interface Item360 {
  code: string; // 'L360-VIS-1' ...
  capability: CapabilityCode;
  text: Localized; // a behaviour without a subject: reads for "you" (self) and for "this person" (raters)
}
export interface OpenQuestion360 {
  code: 'KEEP' | 'CHANGE';
  text: Localized;
}
