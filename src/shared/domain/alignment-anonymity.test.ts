import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlignmentParticipantFacts,
  type AlignmentSurveyFacts,
  alignmentParticipantStatus,
  alignmentReportStatus,
  canGenerateAlignmentReport,
  completedCount,
  MIN_COMPLETIONS_FOR_REPORT,
} from './alignment-anonymity';

const person = (over: Partial<AlignmentParticipantFacts> = {}): AlignmentParticipantFacts => ({
  excluded: false,
  submitted: false,
  answered: 0,
  ...over,
});
const survey = (over: Partial<AlignmentSurveyFacts> = {}): AlignmentSurveyFacts => ({
  started: true,
  deadlinePassed: false,
  generated: false,
  participants: [],
  ...over,
});
const done = () => person({ submitted: true, answered: 45 });

describe('alignment report status', () => {
  it('is Not Started before the survey is sent', () => {
    expect(alignmentReportStatus(survey({ started: false, participants: [done(), done(), done()] }))).toBe(
      'Not Started',
    );
  });

  it('is Insufficient Data below 3 completions while open, Expired once the deadline passed', () => {
    const two = [done(), done(), person({ answered: 20 })];
    expect(alignmentReportStatus(survey({ participants: two }))).toBe('Insufficient Data');
    expect(alignmentReportStatus(survey({ participants: two, deadlinePassed: true }))).toBe('Expired');
  });

  it('is Generate from 3 completions (open or past the deadline), then Generated', () => {
    const three = [done(), done(), done(), person()];
    expect(alignmentReportStatus(survey({ participants: three }))).toBe('Generate');
    expect(alignmentReportStatus(survey({ participants: three, deadlinePassed: true }))).toBe('Generate');
    expect(alignmentReportStatus(survey({ participants: three, generated: true }))).toBe('Generated');
  });

  it('does not count excluded participants', () => {
    const participants = [done(), done(), person({ submitted: true, excluded: true })];
    expect(completedCount(participants)).toBe(2);
    expect(alignmentReportStatus(survey({ participants }))).toBe('Insufficient Data');
  });

  it('derives participant statuses', () => {
    const open = { deadlinePassed: false, generated: false };
    const past = { deadlinePassed: true, generated: false };
    expect(alignmentParticipantStatus(person({ excluded: true }), open)).toBe('excluded');
    expect(alignmentParticipantStatus(done(), past)).toBe('completed');
    expect(alignmentParticipantStatus(person(), open)).toBe('included');
    expect(alignmentParticipantStatus(person({ answered: 8 }), open)).toBe('ongoing');
    expect(alignmentParticipantStatus(person(), past)).toBe('expired');
    expect(alignmentParticipantStatus(person({ answered: 8 }), past)).toBe('Partially Completed');
    expect(alignmentParticipantStatus(person({ answered: 8 }), { ...past, generated: true })).toBe(
      'incompleted',
    );
  });
});

/** Events of a survey's life, applied in any order. */
type Event =
  | { kind: 'answer'; who: number; count: number }
  | { kind: 'submit'; who: number }
  | { kind: 'exclude'; who: number }
  | { kind: 'include'; who: number }
  | { kind: 'deadlinePasses' }
  | { kind: 'extend' }
  | { kind: 'generate' };

const PEOPLE = 6;
const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    who: fc.nat(PEOPLE - 1),
    count: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constant('submit' as const), who: fc.nat(PEOPLE - 1) }),
  fc.record({ kind: fc.constant('exclude' as const), who: fc.nat(PEOPLE - 1) }),
  fc.record({ kind: fc.constant('include' as const), who: fc.nat(PEOPLE - 1) }),
  fc.constant({ kind: 'deadlinePasses' as const }),
  fc.constant({ kind: 'extend' as const }),
  fc.constant({ kind: 'generate' as const }),
);

/** Applies one event as a survey service would: generating only when the rules allow it. */
function apply(s: AlignmentSurveyFacts, e: Event): { next: AlignmentSurveyFacts; generatedNow: boolean } {
  const participants = [...s.participants];
  const open = !s.deadlinePassed && !s.generated;
  switch (e.kind) {
    case 'answer':
      if (open && !participants[e.who].submitted)
        participants[e.who] = {
          ...participants[e.who],
          answered: Math.min(45, participants[e.who].answered + e.count),
        };
      return { next: { ...s, participants }, generatedNow: false };
    case 'submit':
      if (open && !participants[e.who].excluded)
        participants[e.who] = { ...participants[e.who], submitted: true };
      return { next: { ...s, participants }, generatedNow: false };
    case 'exclude':
    case 'include':
      if (!s.generated) participants[e.who] = { ...participants[e.who], excluded: e.kind === 'exclude' };
      return { next: { ...s, participants }, generatedNow: false };
    case 'deadlinePasses':
      return { next: { ...s, deadlinePassed: true }, generatedNow: false };
    case 'extend':
      return { next: { ...s, deadlinePassed: false }, generatedNow: false };
    case 'generate': {
      const ok = canGenerateAlignmentReport(s);
      return { next: ok ? { ...s, generated: true } : s, generatedNow: ok };
    }
  }
}

describe('alignment anonymity (property)', () => {
  it('never generates or offers a report below 3 completions, whatever the order of events', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let s = survey({ participants: Array.from({ length: PEOPLE }, () => person()) });
        for (const e of events) {
          const { next, generatedNow } = apply(s, e);
          if (generatedNow)
            expect(completedCount(s.participants)).toBeGreaterThanOrEqual(MIN_COMPLETIONS_FOR_REPORT);
          s = next;
          const status = alignmentReportStatus(s);
          if (status === 'Generate' || status === 'Generated')
            expect(completedCount(s.participants)).toBeGreaterThanOrEqual(MIN_COMPLETIONS_FOR_REPORT);
          else expect(completedCount(s.participants) < MIN_COMPLETIONS_FOR_REPORT || !s.started).toBe(true);
          if (e.kind === 'extend') expect(status).not.toBe('Expired');
        }
      }),
      { numRuns: 500 },
    );
  });
});
