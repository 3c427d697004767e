/**
 * The languages whose texts wrap by phrases (BudouX, line-breaks.ts) rather than at spaces. Kept apart from
 * line-breaks.ts so that asking costs nothing: BudouX and its models load only for these languages (issue 31).
 */
const PHRASE_LANGUAGES: ReadonlySet<string> = new Set(['ja', 'zh-CN']);

/** True when texts in this language wrap by phrases (BudouX) rather than at spaces. */
export function wrapsByPhrase(language: string): boolean {
  return PHRASE_LANGUAGES.has(language);
}
