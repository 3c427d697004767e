import { ALIGNMENT_SUBSCALES } from '../../../../../content/alignment';
import { CAPABILITY_TEXTS } from '../../../../../content/gla';
import { SPRINT_LIBRARY, type SprintTemplate } from '../../../../../content/sprints';
import type { Citation, SuggestedAction } from '../../../../shared/contracts/assistant';
import type { CapabilityCode, Language } from '../../../../shared/enums';
import { type Translate, translator } from '../../../platform/i18n';
import type { AssistantEngine, EngineEvent, EngineInput, PersonData } from '../engine';
import { knowledgeOf } from './knowledge';
import { classify, type Intent } from './lexicon';

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

interface Draft {
  parts: string[];
  citations: Citation[];
  actions: SuggestedAction[];
}

const capabilityText = (code: CapabilityCode) => CAPABILITY_TEXTS.find((c) => c.code === code)!;
const librarySprintFor = (code: CapabilityCode, exclude?: string | null): SprintTemplate | undefined =>
  SPRINT_LIBRARY.find((s) => s.capabilities[0] === code && s.code !== exclude) ??
  SPRINT_LIBRARY.find((s) => s.capabilities.includes(code) && s.code !== exclude);

/**
 * The built-in offline coach (decision 0052): finds what the question is about (intent words in 8 languages),
 * reads the asking person's data it needs, retrieves our content with MiniSearch, and composes the answer from
 * the `assistant` texts in the person's language, citing what it used and suggesting the next step.
 */
export function createOfflineCoach(): AssistantEngine {
  return {
    name: 'offline',
    async *answer(input: EngineInput): AsyncIterable<EngineEvent> {
      const draft = await compose(input.question, input.language, input.person);
      const text = draft.parts.join('\n\n');
      // streamed in small pieces (by word, or by a few characters where words have no spaces)
      for (const piece of text.match(/\S+\s*|\s+/g) ?? [text]) {
        if (input.signal.aborted) return;
        for (let i = 0; i < piece.length; i += 24) yield { type: 'delta', text: piece.slice(i, i + 24) };
      }
      yield { type: 'done', citations: draft.citations, actions: draft.actions };
    },
  };
}

/** The answer to one question (exported for the evaluation and the unit tests). */
export async function compose(
  question: string,
  language: Language,
  person: PersonData | null,
): Promise<Draft> {
  const tr = translator(language);
  const d: Draft = { parts: [], citations: [], actions: [] };
  const [open, close] = QUOTES[language];
  const list = (items: string[]) =>
    new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
      items.map((x) => `${open}${x}${close}`),
    );
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  const cite = (c: Citation) => {
    if (!d.citations.some((x) => x.kind === c.kind && x.label === c.label)) d.citations.push(c);
  };
  const act = (a: SuggestedAction) => {
    if (!d.actions.some((x) => x.href === a.href)) d.actions.push(a);
  };
  const ctx: Ctx = { tr, d, language, list, date, cite, act, person };
  const { intent, capability } = classify(question);
  const personal: Intent[] = [
    'PRACTISE',
    'PROFILE',
    'STRENGTHS',
    'PLAN',
    'MILESTONES',
    'SPRINT',
    'CHECK_IN',
    'FEEDBACK_RECEIVED',
    'BADGES',
  ];
  if (!person && personal.includes(intent)) {
    d.parts.push(tr('assistant:guest.noPersonalData'));
    if (capability) await capabilityContent(ctx, capability);
    else d.parts.push(tr('assistant:help.topics'));
    return d;
  }
  switch (intent) {
    case 'PRACTISE':
      await practise(ctx, capability);
      break;
    case 'PROFILE':
      await profile(ctx, capability);
      break;
    case 'STRENGTHS':
      await strengths(ctx);
      break;
    case 'FEEDBACK_GIVE':
      await giveFeedback(ctx);
      break;
    case 'FEEDBACK_RECEIVED':
      await feedbackReceived(ctx);
      break;
    case 'PLAN':
      await plan(ctx);
      break;
    case 'MILESTONES':
      await milestones(ctx);
      break;
    case 'SPRINT':
      await sprint(ctx);
      break;
    case 'CHECK_IN':
      await checkIns(ctx);
      break;
    case 'BADGES':
      await badges(ctx);
      break;
    case 'TEAM':
      team(ctx, question);
      break;
    case 'HABITS':
    case 'LIBRARY':
      await contentFor(ctx, question, capability, intent);
      break;
    case 'HELP':
      d.parts.push(tr('assistant:help.intro'), tr('assistant:help.topics'));
      break;
    default:
      if (capability) await capabilityContent(ctx, capability);
      else unknown(ctx);
  }
  return d;
}

interface Ctx {
  tr: Translate;
  d: Draft;
  language: Language;
  list(items: string[]): string;
  date(iso: string): string;
  cite(c: Citation): void;
  act(a: SuggestedAction): void;
  person: PersonData | null;
}

function noGla(c: Ctx) {
  c.d.parts.push(c.tr('assistant:profile.none'));
  c.act({ label: c.tr('assistant:actions.takeGla'), href: HREF.profile });
}

function citeProfile(c: Ctx) {
  c.cite({ kind: 'LEADER_PROFILE', label: c.tr('assistant:cite.profile'), href: HREF.profile });
}

function suggestLibrary(c: Ctx, code: CapabilityCode, exclude?: string | null) {
  const s = librarySprintFor(code, exclude);
  if (!s) return;
  c.d.parts.push(
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

function habitOf(c: Ctx, code: CapabilityCode, n = 0) {
  const cap = capabilityText(code);
  const habit = cap.habits[n % cap.habits.length][c.language];
  c.cite({
    kind: 'HABIT',
    label: c.tr('assistant:cite.habit', { capability: cap.name[c.language] }),
    href: null,
  });
  return habit;
}

async function practise(c: Ctx, named: CapabilityCode | null) {
  const ranking = await c.person!.gla();
  const running = await c.person!.sprint();
  let focus = named;
  if (ranking) {
    const weakest = [...ranking].sort((a, b) => b.rank - a.rank)[0];
    focus ??= weakest.code;
    const row = ranking.find((r) => r.code === focus)!;
    c.d.parts.push(
      c.tr('assistant:practise.profile', { capability: row.name, rank: row.rank, total: ranking.length }),
    );
    citeProfile(c);
  } else if (!focus) {
    noGla(c);
  }
  if (running) {
    const behaviours = running.behaviours.map((b) => b.label);
    c.d.parts.push(
      c.tr('assistant:practise.sprint', { sprint: running.label, behaviours: c.list(behaviours) }),
    );
    const open = running.actions.filter((a) => a.status !== 'FINISHED').map((a) => a.label);
    if (open.length) c.d.parts.push(c.tr('assistant:practise.actions', { actions: c.list(open) }));
    c.cite({ kind: 'SPRINT', label: running.label, href: HREF.sprint });
    c.act({ label: c.tr('assistant:actions.openSprintDashboard'), href: HREF.sprint });
  }
  if (focus) {
    c.d.parts.push(c.tr('assistant:practise.habit', { habit: habitOf(c, focus) }));
    if (!running) suggestLibrary(c, focus);
  }
}

async function profile(c: Ctx, named: CapabilityCode | null) {
  const ranking = await c.person!.gla();
  if (!ranking) {
    noGla(c);
    if (named) await capabilityContent(c, named);
    return;
  }
  if (!named) return strengths(c);
  const row = ranking.find((r) => r.code === named)!;
  const cap = capabilityText(named);
  citeProfile(c);
  c.d.parts.push(
    c.tr('assistant:profile.capability', {
      capability: row.name,
      rank: row.rank,
      total: ranking.length,
      definition: cap.definition[c.language],
    }),
  );
  const high = row.rank <= Math.ceil(ranking.length / 3);
  const low = row.rank > ranking.length - Math.ceil(ranking.length / 3);
  c.d.parts.push(
    high
      ? c.tr('assistant:profile.high', { text: cap.high[c.language] })
      : low
        ? c.tr('assistant:profile.low', { text: cap.low[c.language] })
        : c.tr('assistant:profile.middle'),
  );
  c.cite({ kind: 'CAPABILITY', label: cap.name[c.language], href: HREF.profile });
  c.d.parts.push(c.tr('assistant:practise.habit', { habit: habitOf(c, named) }));
  if (!high) suggestLibrary(c, named);
}

async function strengths(c: Ctx) {
  const ranking = await c.person!.gla();
  if (!ranking) return noGla(c);
  const sorted = [...ranking].sort((a, b) => a.rank - b.rank);
  citeProfile(c);
  c.d.parts.push(
    c.tr('assistant:strengths.top', { strengths: c.list(sorted.slice(0, 3).map((r) => r.name)) }),
    c.tr('assistant:strengths.grow', { capability: sorted[sorted.length - 1].name }),
  );
  c.act({ label: c.tr('assistant:actions.openProfile'), href: HREF.profile });
}

async function giveFeedback(c: Ctx) {
  const cap = capabilityText('CANDOUR');
  c.d.parts.push(
    c.tr('assistant:feedback.give', {
      capability: cap.name[c.language],
      definition: cap.definition[c.language],
    }),
  );
  c.cite({ kind: 'CAPABILITY', label: cap.name[c.language], href: null });
  c.d.parts.push(c.tr('assistant:feedback.steps', { habit: habitOf(c, 'CANDOUR', 0) }));
  const ranking = c.person ? await c.person.gla() : null;
  const row = ranking?.find((r) => r.code === 'CANDOUR');
  if (ranking && row) {
    c.d.parts.push(
      c.tr('assistant:feedback.yourRank', { capability: row.name, rank: row.rank, total: ranking.length }),
    );
    citeProfile(c);
  }
  const practice = ALIGNMENT_SUBSCALES.find((a) => a.code === 'COMMUNICATIVE');
  if (practice) {
    c.d.parts.push(c.tr('assistant:team.practice', { practice: practice.practices[0][c.language] }));
    c.cite({ kind: 'ALIGNMENT_PRACTICE', label: practice.name[c.language], href: null });
  }
  suggestLibrary(c, 'CANDOUR');
}

async function feedbackReceived(c: Ctx) {
  const running = await c.person!.sprint();
  if (!running) return noSprint(c);
  c.cite({
    kind: 'FEEDBACK',
    label: c.tr('assistant:cite.feedback', { sprint: running.label }),
    href: HREF.feedback,
  });
  if (!running.feedback.length) {
    c.d.parts.push(c.tr('assistant:feedback.noneYet', { sprint: running.label }));
  } else {
    c.d.parts.push(
      c.tr('assistant:feedback.received', { count: running.feedback.length, sprint: running.label }),
    );
    for (const f of running.feedback.slice(0, 3))
      c.d.parts.push(c.tr('assistant:feedback.quote', { from: f.from, text: f.text }));
  }
  c.act({ label: c.tr('assistant:actions.openFeedback'), href: HREF.feedback });
}

async function plan(c: Ctx) {
  const p = await c.person!.plan();
  if (!p) return noPlan(c);
  c.cite({ kind: 'PLAN', label: c.tr('assistant:cite.plan', { year: p.year }), href: HREF.plan });
  if (p.currentRole) c.d.parts.push(c.tr('assistant:plan.role', { role: p.currentRole }));
  if (p.challenges.length)
    c.d.parts.push(c.tr('assistant:plan.challenges', { challenges: c.list(p.challenges) }));
  if (p.outcomes.length) c.d.parts.push(c.tr('assistant:plan.outcomes', { outcomes: c.list(p.outcomes) }));
  if (p.goals.length)
    c.d.parts.push(c.tr('assistant:plan.goals', { goals: c.list(p.goals.map((g) => g.label)) }));
  if (!p.challenges.length && !p.outcomes.length) {
    c.d.parts.push(c.tr('assistant:plan.empty'));
    c.act({ label: c.tr('assistant:actions.openPlan'), href: HREF.plan });
    return;
  }
  const next = p.milestones.find((m) => m.date >= new Date().toISOString().slice(0, 10));
  if (next) c.d.parts.push(c.tr('assistant:milestones.next', { title: next.title, date: c.date(next.date) }));
  c.act({ label: c.tr('assistant:actions.openPlan'), href: HREF.plan });
}

async function milestones(c: Ctx) {
  const p = await c.person!.plan();
  if (!p) return noPlan(c);
  c.cite({ kind: 'PLAN', label: c.tr('assistant:cite.plan', { year: p.year }), href: HREF.milestones });
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = p.milestones.filter((m) => m.date >= today);
  if (!p.milestones.length) c.d.parts.push(c.tr('assistant:milestones.none'));
  else if (!upcoming.length)
    c.d.parts.push(c.tr('assistant:milestones.allPast', { count: p.milestones.length }));
  else {
    c.d.parts.push(
      c.tr('assistant:milestones.next', { title: upcoming[0].title, date: c.date(upcoming[0].date) }),
    );
    if (upcoming.length > 1)
      c.d.parts.push(
        c.tr('assistant:milestones.later', {
          milestones: c.list(upcoming.slice(1, 4).map((m) => `${m.title} (${c.date(m.date)})`)),
        }),
      );
  }
  c.act({ label: c.tr('assistant:actions.addMilestone'), href: HREF.milestones });
}

async function sprint(c: Ctx) {
  const running = await c.person!.sprint();
  if (!running) return noSprint(c);
  c.cite({ kind: 'SPRINT', label: running.label, href: HREF.sprint });
  c.d.parts.push(c.tr('assistant:sprint.current', { sprint: running.label }));
  if (running.behaviours.length)
    c.d.parts.push(
      c.tr('assistant:practise.sprint', {
        sprint: running.label,
        behaviours: c.list(running.behaviours.map((b) => b.label)),
      }),
    );
  const done = running.checkIns.filter((x) => x.status === 'COMPLETED').length;
  c.d.parts.push(c.tr('assistant:checkIns.count', { count: done, total: running.checkIns.length }));
  if (running.endsAt) c.d.parts.push(c.tr('assistant:sprint.ends', { date: c.date(running.endsAt) }));
  c.act({ label: c.tr('assistant:actions.openSprintDashboard'), href: HREF.sprint });
}

async function checkIns(c: Ctx) {
  const running = await c.person!.sprint();
  if (!running) return noSprint(c);
  c.cite({
    kind: 'CHECK_IN',
    label: c.tr('assistant:cite.checkIns', { sprint: running.label }),
    href: HREF.sprint,
  });
  const done = running.checkIns.filter((x) => x.status === 'COMPLETED');
  c.d.parts.push(c.tr('assistant:checkIns.count', { count: done.length, total: running.checkIns.length }));
  const now = new Date().toISOString();
  const next =
    running.checkIns.find((x) => x.status !== 'COMPLETED' && x.status !== 'SKIPPED' && x.dueAt >= now) ??
    running.checkIns.find((x) => x.status === 'IN_PROGRESS' || x.status === 'DRAFT');
  if (next) c.d.parts.push(c.tr('assistant:checkIns.next', { date: c.date(next.dueAt) }));
  const note = [...done].reverse().find((x) => x.progressNote)?.progressNote;
  if (note) c.d.parts.push(c.tr('assistant:checkIns.lastNote', { note }));
  c.act({ label: c.tr('assistant:actions.openSprintDashboard'), href: HREF.sprint });
}

async function badges(c: Ctx) {
  const b = await c.person!.badges();
  c.cite({ kind: 'BADGES', label: c.tr('assistant:cite.badges'), href: HREF.home });
  c.d.parts.push(
    b.earned.length
      ? c.tr('assistant:badges.earned', { badges: c.list(b.earned) })
      : c.tr('assistant:badges.none'),
  );
  if (b.open.length) c.d.parts.push(c.tr('assistant:badges.open', { badges: c.list(b.open.slice(0, 3)) }));
}

function team(c: Ctx, question: string) {
  const found = knowledgeOf(c.language).search(question, 'ALIGNMENT_PRACTICE', 2);
  const subscales = found.length
    ? found.map((f) => ALIGNMENT_SUBSCALES.find((a) => a.code === f.code)!)
    : ALIGNMENT_SUBSCALES.filter((a) => a.code === 'CLEAR' || a.code === 'COMMUNICATIVE');
  c.d.parts.push(c.tr('assistant:team.intro'));
  for (const s of subscales) {
    c.d.parts.push(
      c.tr('assistant:team.subscale', {
        name: s.name[c.language],
        definition: s.definition[c.language],
        practice: s.practices[0][c.language],
      }),
    );
    c.cite({ kind: 'ALIGNMENT_PRACTICE', label: s.name[c.language], href: null });
  }
}

async function contentFor(c: Ctx, question: string, named: CapabilityCode | null, intent: Intent) {
  let code = named;
  if (!code && c.person) {
    const ranking = await c.person.gla();
    if (ranking) {
      code = [...ranking].sort((a, b) => b.rank - a.rank)[0].code;
      c.d.parts.push(
        c.tr('assistant:practise.profile', {
          capability: ranking.find((r) => r.code === code)!.name,
          rank: ranking.length,
          total: ranking.length,
        }),
      );
      citeProfile(c);
    }
  }
  if (!code) {
    const hit = knowledgeOf(c.language).search(
      question,
      intent === 'LIBRARY' ? 'LIBRARY_SPRINT' : 'CAPABILITY',
      1,
    )[0];
    code = (hit?.capabilities[0] as CapabilityCode | undefined) ?? null;
  }
  if (!code) return unknown(c);
  if (intent === 'HABITS') {
    const cap = capabilityText(code);
    c.d.parts.push(c.tr('assistant:habits.intro', { capability: cap.name[c.language] }));
    for (let i = 0; i < cap.habits.length; i++) c.d.parts.push(`• ${habitOf(c, code, i)}`);
  } else {
    const running = c.person ? await c.person.sprint() : null;
    if (running) {
      c.d.parts.push(c.tr('assistant:library.running', { sprint: running.label }));
      c.cite({ kind: 'SPRINT', label: running.label, href: HREF.sprint });
    }
    suggestLibrary(c, code, running?.code);
  }
}

async function capabilityContent(c: Ctx, code: CapabilityCode) {
  const cap = capabilityText(code);
  c.d.parts.push(
    c.tr('assistant:capability.about', {
      capability: cap.name[c.language],
      definition: cap.definition[c.language],
    }),
  );
  c.cite({ kind: 'CAPABILITY', label: cap.name[c.language], href: null });
  c.d.parts.push(c.tr('assistant:practise.habit', { habit: habitOf(c, code) }));
  suggestLibrary(c, code);
}

function noSprint(c: Ctx) {
  c.d.parts.push(c.tr('assistant:sprint.none'));
  c.act({ label: c.tr('assistant:actions.openLibrary'), href: HREF.libraryAll });
}

function noPlan(c: Ctx) {
  c.d.parts.push(c.tr('assistant:plan.none'));
  c.act({ label: c.tr('assistant:actions.openPlan'), href: HREF.plan });
}

function unknown(c: Ctx) {
  // honest: nothing in the person's data or our content fits (no guessing from a weak word match)
  c.d.parts.push(c.tr('assistant:unknown.text'), c.tr('assistant:help.topics'));
}
