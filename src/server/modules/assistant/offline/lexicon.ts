import type { CapabilityCode } from '../../../../shared/enums';
import { CAPABILITY_WORDS } from './capability-words';
import { INTENT_WORDS, INTENTS, type Intent, OTHER_PERSON_WORDS, OWN_WORDS } from './intent-words';

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

/** An English possessive of a name ("Dana's plan"), not a contraction ("what's", "it's"). */
const POSSESSIVE = /\b([a-z\u00c0-\u024f]+)['’]s\b/g;
const GERMAN_POSSESSIVE = /\b\p{Lu}\p{Ll}+s (Plan|Profil|Sprint|Ziele|Meilensteine)\b/u;
const CONTRACTIONS = new Set([
  'what',
  'it',
  'that',
  'who',
  'where',
  'how',
  'there',
  'here',
  'he',
  'she',
  'let',
]);

/** Whether a question asks about someone else (their plan, profile or sprint) rather than the asking person. */
export function aboutSomeoneElse(question: string): boolean {
  // German names take an s without an apostrophe: "Danas Plan"
  if (GERMAN_POSSESSIVE.test(question)) return true;
  const q = ` ${question
    .toLocaleLowerCase()
    .replace(/[?!.,;:]/g, ' ')
    .replace(/\s+/g, ' ')} `;
  const possessive = [...q.matchAll(POSSESSIVE)].some((m) => !CONTRACTIONS.has(m[1] ?? ''));
  const other = possessive || OTHER_PERSON_WORDS.some((w) => q.includes(w));
  return other && !OWN_WORDS.some((w) => q.includes(w));
}
