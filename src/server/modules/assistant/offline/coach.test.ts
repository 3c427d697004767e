import { describe, expect, test } from 'vitest';
import type { AssistantSprintFacts } from '../deps';
import type { EngineEvent, PersonData } from '../engine';
import { compose, createOfflineCoach } from './coach';

const QUESTION = 'What should I practise this week?';
const SPRINT: AssistantSprintFacts = {
  sprintId: 1,
  code: null,
  label: 'Decide in the open',
  startDate: null,
  lastDate: null,
  actions: [{ label: 'Write the decision log', current: null, status: 'IN_PROGRESS' }],
  behaviours: [{ label: 'Name the trade-off', current: null, status: 'IN_PROGRESS' }],
  outcomes: [],
  checkIns: [],
  feedback: [],
};

/** A person whose sprint is read only when `release` is called (a slow round trip). */
function slowSprintPerson() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const person: PersonData = {
    gla: async () => [
      { code: 'TRUST', name: 'Trust', rank: 1, score: 5 },
      { code: 'JUDGEMENT', name: 'Judgement', rank: 2, score: 2 },
    ],
    sprint: async () => {
      await released;
      return SPRINT;
    },
    plan: async () => null,
    badges: async () => ({ earned: [], open: [] }),
  };
  return { person, release };
}

/** the pending next event, or 'waiting' when it does not come within a moment */
const orWaiting = (next: Promise<IteratorResult<EngineEvent>>) =>
  Promise.race([next, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 100))]);

describe('offline coach', () => {
  test('streams the first paragraph before the facts of the later ones are read, and the whole answer compose writes', async () => {
    const { person, release } = slowSprintPerson();
    const coach = createOfflineCoach();
    expect(coach.needs?.(QUESTION)).toEqual(['gla', 'sprint']);
    const it = coach
      .answer({
        question: QUESTION,
        language: 'en',
        history: [],
        person,
        signal: new AbortController().signal,
      })
      [Symbol.asyncIterator]();
    let before = '';
    let next = it.next();
    for (;;) {
      const r = await orWaiting(next);
      if (r === 'waiting') break;
      next = it.next();
      expect(r.done).toBe(false);
      expect(r.value.type).toBe('delta');
      if (r.value.type === 'delta') before += r.value.text;
    }
    // the Leader Profile's paragraph is out while the sprint is still being read
    expect(before).toContain('Judgement');
    expect(before).not.toContain('Decide in the open');
    release();
    let text = before;
    let done: EngineEvent | null = null;
    for (let r = await next; !r.done; r = await it.next()) {
      if (r.value.type === 'delta') text += r.value.text;
      else done = r.value;
    }
    expect(done?.type).toBe('done');
    expect(text).toContain('Decide in the open');
    const whole = await compose(QUESTION, 'en', person);
    expect(text).toBe(whole.parts.join('\n\n'));
  });
});

describe('whose data (issue 30, point 12)', () => {
  const person: PersonData = {
    gla: async () => [],
    sprint: async () => null,
    plan: async () => ({
      planId: 1,
      year: 2026,
      currentLevel: null,
      nextLevel: null,
      currentRole: 'Team lead',
      challenges: ['Hiring two engineers'],
      outcomes: [],
      goals: [],
      milestones: [],
    }),
    badges: async () => ({ earned: [], open: [] }),
  };

  test.each(['Was steht in meinem Plan?', 'Zeig mir meinen Plan'])(
    'answers "%s" in German from the plan',
    async (q) => {
      const text = (await compose(q, 'de', person)).parts.join('\n');
      expect(text).toContain('Hiring two engineers');
      expect(text).not.toMatch(/kann.*nicht beantworten/);
    },
  );

  test.each([
    ["What is in Dana's plan?", 'en', "can't tell you what is in someone else's plan"],
    ['What are her goals?', 'en', "someone else's plan"],
    ['Was steht in Danas Plan?', 'de', 'einer anderen Person'],
    ['Was steht im Plan von Dana?', 'de', 'einer anderen Person'],
  ] as const)(
    'says "%s" is about someone else and does not answer with the own plan',
    async (q, lng, words) => {
      const text = (await compose(q, lng, person)).parts.join('\n');
      expect(text).toContain(words);
      expect(text).not.toContain('Hiring two engineers');
    },
  );

  test('"my plan" stays the own plan even beside a name', async () => {
    const text = (await compose('What is in my plan for Dana?', 'en', person)).parts.join('\n');
    expect(text).toContain('Hiring two engineers');
  });
});
