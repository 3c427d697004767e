import MiniSearch from 'minisearch';
import { ALIGNMENT_SUBSCALES } from '../../../../../content/alignment';
import { CAPABILITY_TEXTS } from '../../../../../content/gla';
import { SPRINT_LIBRARY } from '../../../../../content/sprints';
import type { CapabilityCode, Language } from '../../../../shared/enums';

/** One searchable piece of our content, in one language (English is indexed beside it). */
export interface KnowledgeDoc {
  id: string;
  kind: 'CAPABILITY' | 'LIBRARY_SPRINT' | 'ALIGNMENT_PRACTICE';
  /** the capability (capabilities), the sprint's code (library), the subscale's code (alignment) */
  code: string;
  capabilities: CapabilityCode[];
  title: string;
  body: string;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/**
 * Words for the index and the queries: lower-cased runs of letters and digits; a run of Chinese or Japanese
 * characters (written without spaces) becomes its single characters and its pairs.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const run of text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!run) continue;
    if (!CJK.test(run)) {
      out.push(run);
      continue;
    }
    const chars = [...run];
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i]);
      if (i + 1 < chars.length) out.push(chars[i] + chars[i + 1]);
    }
  }
  return out;
}

function docsOf(language: Language): KnowledgeDoc[] {
  const both = (l: Record<Language, string>) => (language === 'en' ? l.en : `${l[language]} ${l.en}`);
  return [
    ...CAPABILITY_TEXTS.map((c) => ({
      id: `cap:${c.code}`,
      kind: 'CAPABILITY' as const,
      code: c.code,
      capabilities: [c.code],
      title: c.name[language],
      body: [both(c.name), both(c.definition), both(c.low), both(c.high), ...c.habits.map(both)].join(' '),
    })),
    ...SPRINT_LIBRARY.map((s) => ({
      id: `sprint:${s.code}`,
      kind: 'LIBRARY_SPRINT' as const,
      code: s.code,
      capabilities: s.capabilities,
      title: s.label[language],
      body: [
        both(s.label),
        both(s.description),
        ...s.behaviours.map((b) => both(b.label)),
        ...s.actions.map((a) => both(a.label)),
      ].join(' '),
    })),
    ...ALIGNMENT_SUBSCALES.map((a) => ({
      id: `align:${a.code}`,
      kind: 'ALIGNMENT_PRACTICE' as const,
      code: a.code,
      capabilities: [],
      title: a.name[language],
      body: [both(a.name), both(a.definition), ...a.practices.map(both)].join(' '),
    })),
  ];
}

export type Knowledge = ReturnType<typeof buildKnowledge>;

/** A MiniSearch index of our content in one language (built once per language, then kept). */
function buildKnowledge(language: Language) {
  const docs = docsOf(language);
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'body'],
    storeFields: ['id'],
    tokenize,
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
    },
  });
  index.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  return {
    /** the best matches of a question, best first, optionally of one kind */
    search(query: string, kind?: KnowledgeDoc['kind'], limit = 3): KnowledgeDoc[] {
      return index
        .search(query, {
          combineWith: 'OR',
          ...(kind ? { filter: (r) => String(r.id).startsWith(prefixOf(kind)) } : {}),
        })
        .slice(0, limit)
        .flatMap((r) => byId.get(String(r.id)) ?? []);
    },
  };
}

const prefixOf = (kind: KnowledgeDoc['kind']) =>
  kind === 'CAPABILITY' ? 'cap:' : kind === 'LIBRARY_SPRINT' ? 'sprint:' : 'align:';

const built = new Map<Language, Knowledge>();
export function knowledgeOf(language: Language): Knowledge {
  let k = built.get(language);
  if (!k) {
    k = buildKnowledge(language);
    built.set(language, k);
  }
  return k;
}
