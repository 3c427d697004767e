import type { CapabilityCode } from '../../../../shared/enums';
import { CAPABILITY_WORDS } from './capability-words';
import { INTENT_WORDS, INTENTS, type Intent } from './intent-words';

export type { Intent } from './intent-words';

/** The intent of a question and the capability it names, if any. */
export function classify(question: string): { intent: Intent; capability: CapabilityCode | null } {
  const q = ` ${question.toLocaleLowerCase().replace(/\s+/g, ' ')} `;
  let best: Intent = 'UNKNOWN';
  let bestScore = 0;
  for (const intent of INTENTS) {
    const score = INTENT_WORDS[intent].reduce((n, w) => (q.includes(w) ? n + w.length : n), 0);
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  let capability: CapabilityCode | null = null;
  let capScore = 0;
  for (const [code, words] of Object.entries(CAPABILITY_WORDS) as [CapabilityCode, string[]][]) {
    const score = words.reduce((n, w) => (q.includes(w) ? n + w.length : n), 0);
    if (score > capScore) {
      capability = code;
      capScore = score;
    }
  }
  return { intent: best, capability };
}
