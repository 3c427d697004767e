import type { CapabilityCode, Language } from '../../../../shared/enums';
import type { AssistantEngine, EngineEvent, EngineInput, PersonData } from '../engine';
import { type Ctx, capabilityContent, contextOf, type Draft, HREF, unknown } from './answer-kit';
import { contentFor, giveFeedback, team } from './answers-content';
import {
  badges,
  checkIns,
  feedbackReceived,
  milestones,
  plan,
  practise,
  profile,
  sprint,
  strengths,
} from './answers-person';
import { aboutSomeoneElse, classify, type Intent } from './lexicon';

export { HREF } from './answer-kit';

/** The intents whose answers are about the asking person's own data (a guest has none). */
const PERSONAL: Intent[] = [
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

/** The parts of the person's data the answer of each intent reads (so they can be read while the question is stored). */
const NEEDS: Partial<Record<Intent, Array<keyof PersonData>>> = {
  PRACTISE: ['gla', 'sprint'],
  PROFILE: ['gla'],
  STRENGTHS: ['gla'],
  FEEDBACK_GIVE: ['gla'],
  FEEDBACK_RECEIVED: ['sprint'],
  PLAN: ['plan'],
  MILESTONES: ['plan'],
  SPRINT: ['sprint'],
  CHECK_IN: ['sprint'],
  BADGES: ['badges'],
};

/** Splits a text into the streamed pieces: by word, or by a few characters where words have no spaces. */
function* piecesOf(text: string): Iterable<string> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? [text]) {
    for (let i = 0; i < piece.length; i += 24) yield piece.slice(i, i + 24);
  }
}

/**
 * The built-in offline coach (decision 0052): finds what the question is about (intent words in 8 languages),
 * reads the asking person's data it needs, retrieves our content with MiniSearch, and composes the answer from
 * the `assistant` texts in the person's language, citing what it used and suggesting the next step. Each
 * paragraph is streamed as soon as it is written (decision 0059): the first one does not wait for the facts the
 * later ones read.
 */
export function createOfflineCoach(): AssistantEngine {
  return {
    name: 'offline',
    needs(question) {
      const { intent, capability } = classify(question);
      if (intent === 'HABITS') return capability ? [] : ['gla'];
      if (intent === 'LIBRARY') return capability ? ['sprint'] : ['gla', 'sprint'];
      return NEEDS[intent] ?? [];
    },
    async *answer(input: EngineInput): AsyncIterable<EngineEvent> {
      let wake: (() => void) | null = null;
      const ctx = contextOf(input.language, input.person, () => wake?.());
      let finished = false;
      let failure: unknown = null;
      answerInto(ctx, input.question).then(
        () => {
          finished = true;
          wake?.();
        },
        (e: unknown) => {
          failure = e ?? new Error('the answer failed');
          finished = true;
          wake?.();
        },
      );
      let sent = 0;
      for (;;) {
        while (sent < ctx.d.parts.length) {
          const part = ctx.d.parts[sent];
          for (const piece of piecesOf(sent > 0 ? `\n\n${part}` : part)) {
            if (input.signal.aborted) return;
            yield { type: 'delta', text: piece };
          }
          sent++;
        }
        if (finished) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
      if (failure) throw failure;
      yield { type: 'done', citations: ctx.d.citations, actions: ctx.d.actions };
    },
  };
}

/** The answer to one question (exported for the evaluation and the unit tests). */
export async function compose(
  question: string,
  language: Language,
  person: PersonData | null,
): Promise<Draft> {
  const ctx = contextOf(language, person);
  await answerInto(ctx, question);
  return ctx.d;
}

/** Writes the answer to one question into the context's draft, paragraph by paragraph. */
async function answerInto(ctx: Ctx, question: string): Promise<void> {
  const { intent, capability } = classify(question);
  if (!ctx.person && PERSONAL.includes(intent)) {
    ctx.say(ctx.tr('assistant:guest.noPersonalData'));
    if (capability) await capabilityContent(ctx, capability);
    else ctx.say(ctx.tr('assistant:help.topics'));
    return;
  }
  // asked about a colleague's plan or profile: say that only the person's own data is read, not answer with it
  if (PERSONAL.includes(intent) && aboutSomeoneElse(question)) {
    ctx.say(ctx.tr('assistant:otherPerson.text'), ctx.tr('assistant:otherPerson.own'));
    ctx.act({ label: ctx.tr('assistant:otherPerson.dashboard'), href: HREF.home });
    return;
  }
  await byIntent(ctx, question, intent, capability);
}

async function byIntent(ctx: Ctx, question: string, intent: Intent, capability: CapabilityCode | null) {
  switch (intent) {
    case 'PRACTISE':
      return practise(ctx, capability);
    case 'PROFILE':
      return profile(ctx, capability);
    case 'STRENGTHS':
      return strengths(ctx);
    case 'FEEDBACK_GIVE':
      return giveFeedback(ctx);
    case 'FEEDBACK_RECEIVED':
      return feedbackReceived(ctx);
    case 'PLAN':
      return plan(ctx);
    case 'MILESTONES':
      return milestones(ctx);
    case 'SPRINT':
      return sprint(ctx);
    case 'CHECK_IN':
      return checkIns(ctx);
    case 'BADGES':
      return badges(ctx);
    case 'TEAM':
      return team(ctx, question);
    case 'HABITS':
    case 'LIBRARY':
      return contentFor(ctx, question, capability, intent);
    case 'HELP':
      return ctx.say(ctx.tr('assistant:help.intro'), ctx.tr('assistant:help.topics'));
    default:
      return capability ? capabilityContent(ctx, capability) : unknown(ctx);
  }
}
