import { CAPABILITY_TEXTS } from '../../../../../content/gla';
import { SPRINT_LIBRARY, type SprintTemplate } from '../../../../../content/sprints';
import type { Citation, SuggestedAction } from '../../../../shared/contracts/assistant';
import { formattersFor } from '../../../../shared/domain/format';
import type { CapabilityCode, Language } from '../../../../shared/enums';
import { type Translate, translator } from '../../../platform/i18n';
import type { PersonData } from '../engine';

/** The pages the offline coach's (and the online engine's) citations and actions open. */
export const HREF = {
  profile: '/explore/growth-leader-assessment-v2',
  plan: '/plan/role-and-challenges',
  goals: '/plan/goals-and-deliverables',
  milestones: '/plan/key-milestones',
  sprint: '/sprint/dashboard',
  feedback: '/sprint/feedback',
  home: '/dashboard/main-dashboard',
  library: (code: string) => `/sprint-library/pre-designed?sprint=${encodeURIComponent(code)}`,
  libraryAll: '/sprint-library/pre-designed',
};

/** quotation marks around names in a list, by language */
const QUOTES: Record<Language, [string, string]> = {
  en: ['“', '”'],
  es: ['«', '»'],
  ja: ['「', '」'],
  'zh-CN': ['“', '”'],
  fr: ['« ', ' »'],
  id: ['"', '"'],
  de: ['„', '“'],
  pt: ['“', '”'],
};

/** An answer being written: its paragraphs, what it cites and the actions it suggests. */
export interface Draft {
  parts: string[];
  citations: Citation[];
  actions: SuggestedAction[];
}

export const capabilityText = (code: CapabilityCode) => CAPABILITY_TEXTS.find((c) => c.code === code)!;
export const librarySprintFor = (code: CapabilityCode, exclude?: string | null): SprintTemplate | undefined =>
  SPRINT_LIBRARY.find((s) => s.capabilities[0] === code && s.code !== exclude) ??
  SPRINT_LIBRARY.find((s) => s.capabilities.includes(code) && s.code !== exclude);

/** What the answers of every intent write with: the person's language, their data, the draft. */
export interface Ctx {
  tr: Translate;
  d: Draft;
  language: Language;
  /** adds paragraphs to the answer (each is streamed as soon as it is written) */
  say(...parts: string[]): void;
  list(items: string[]): string;
  date(iso: string): string;
  cite(c: Citation): void;
  act(a: SuggestedAction): void;
  person: PersonData | null;
}

const lists = new Map<Language, Intl.ListFormat>();

/** A fresh draft and its context; `onPart` hears of every paragraph as it is added. */
export function contextOf(language: Language, person: PersonData | null, onPart?: () => void): Ctx {
  const d: Draft = { parts: [], citations: [], actions: [] };
  const [open, close] = QUOTES[language];
  let listFormat = lists.get(language);
  if (!listFormat) {
    listFormat = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    lists.set(language, listFormat);
  }
  const lf = listFormat;
  // dates as the pages write them (decision 0079)
  const f = formattersFor(language, { timeZone: 'UTC' });
  return {
    tr: translator(language),
    d,
    language,
    person,
    say(...parts) {
      d.parts.push(...parts);
      onPart?.();
    },
    list: (items) => lf.format(items.map((x) => `${open}${x}${close}`)),
    date: (iso) => f.date(iso),
    cite(c) {
      if (!d.citations.some((x) => x.kind === c.kind && x.label === c.label)) d.citations.push(c);
    },
    act(a) {
      if (!d.actions.some((x) => x.href === a.href)) d.actions.push(a);
    },
  };
}

export function noGla(c: Ctx) {
  c.say(c.tr('assistant:profile.none'));
  c.act({ label: c.tr('assistant:actions.takeGla'), href: HREF.profile });
}

export function citeProfile(c: Ctx) {
  c.cite({ kind: 'LEADER_PROFILE', label: c.tr('assistant:cite.profile'), href: HREF.profile });
}

export function suggestLibrary(c: Ctx, code: CapabilityCode, exclude?: string | null) {
  const s = librarySprintFor(code, exclude);
  if (!s) return;
  c.say(
    c.tr('assistant:library.suggest', {
      sprint: s.label[c.language],
      capability: capabilityText(code).name[c.language],
    }),
  );
  c.cite({ kind: 'LIBRARY_SPRINT', label: s.label[c.language], href: HREF.library(s.code) });
  c.act({
    label: c.tr('assistant:actions.openSprint', { sprint: s.label[c.language] }),
    href: HREF.library(s.code),
  });
}

export function habitOf(c: Ctx, code: CapabilityCode, n = 0) {
  const cap = capabilityText(code);
  const habit = cap.habits[n % cap.habits.length][c.language];
  c.cite({
    kind: 'HABIT',
    label: c.tr('assistant:cite.habit', { capability: cap.name[c.language] }),
    href: null,
  });
  return habit;
}

export async function capabilityContent(c: Ctx, code: CapabilityCode) {
  const cap = capabilityText(code);
  c.say(
    c.tr('assistant:capability.about', {
      capability: cap.name[c.language],
      definition: cap.definition[c.language],
    }),
  );
  c.cite({ kind: 'CAPABILITY', label: cap.name[c.language], href: null });
  c.say(c.tr('assistant:practise.habit', { habit: habitOf(c, code) }));
  suggestLibrary(c, code);
}

export function noSprint(c: Ctx) {
  c.say(c.tr('assistant:sprint.none'));
  c.act({ label: c.tr('assistant:actions.openLibrary'), href: HREF.libraryAll });
}

export function noPlan(c: Ctx) {
  c.say(c.tr('assistant:plan.none'));
  c.act({ label: c.tr('assistant:actions.openPlan'), href: HREF.plan });
}

export function unknown(c: Ctx) {
  // honest: nothing in the person's data or our content fits (no guessing from a weak word match)
  c.say(c.tr('assistant:unknown.text'), c.tr('assistant:help.topics'));
}
