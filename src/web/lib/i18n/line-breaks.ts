import { jaModel, Parser, zhHansModel } from 'budoux';

export { wrapsByPhrase } from './phrase-languages';

/**
 * Where Japanese and Chinese text may wrap: BudouX splits a text into phrases, and a line breaks only between
 * them ("アセスメント" stays whole, never "アセスメ / ント"). Other languages wrap at their spaces.
 */
const MODELS: Record<string, ConstructorParameters<typeof Parser>[0]> = { ja: jaModel, 'zh-CN': zhHansModel };
const parsers = new Map<string, Parser>();

/** Ideographs, kana and full-width marks: the characters a line may otherwise break between. */
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The phrases of a text, in order (joined they give the text back); one piece when it needs no splitting. */
export function phrases(text: string, language: string): string[] {
  const model = MODELS[language];
  if (!model || !CJK.test(text)) return [text];
  let parser = parsers.get(language);
  if (!parser) {
    parser = new Parser(model);
    parsers.set(language, parser);
  }
  // BudouX may cut inside a Latin word ("Mia Membe / r 的"): a name or a word in Latin letters stays whole
  const out: string[] = [];
  for (const part of parser.parse(text)) {
    const last = out.length - 1;
    if (last >= 0 && LATIN_END.test(out[last] ?? '') && LATIN_START.test(part)) out[last] += part;
    else out.push(part);
  }
  return out;
}

const LATIN_END = /[\p{Script=Latin}\d'’-]$/u;
const LATIN_START = /^[\p{Script=Latin}\d'’]/u;
