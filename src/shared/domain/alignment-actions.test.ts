import { describe, expect, it } from 'vitest';
import { type AlignmentSurveyState, alignmentSurveyActions } from './alignment-actions';

const running: AlignmentSurveyState = {
  started: true,
  surveyType: 'standard',
  reportStatus: 'Insufficient Data',
  completed: 1,
  invited: 3,
};

describe('alignment survey actions', () => {
  it('a running survey with people still to finish: remind, add people, extend', () => {
    expect(alignmentSurveyActions(running)).toEqual({
      start: false,
      generate: false,
      remind: true,
      addPeople: true,
      extend: true,
    });
  });

  it('everyone asked has finished: no reminder, but people can still be added', () => {
    const a = alignmentSurveyActions({ ...running, completed: 2, invited: 2 });
    expect(a.remind).toBe(false);
    expect(a.addPeople).toBe(true);
    const full = alignmentSurveyActions({ ...running, reportStatus: 'Generate', completed: 3, invited: 3 });
    expect(full).toMatchObject({ generate: true, remind: false, addPeople: true });
  });

  it('an express survey never takes more people; an expired one only extends or restarts', () => {
    expect(alignmentSurveyActions({ ...running, surveyType: 'express' }).addPeople).toBe(false);
    expect(alignmentSurveyActions({ ...running, reportStatus: 'Expired' })).toEqual({
      start: true,
      generate: false,
      remind: false,
      addPeople: false,
      extend: true,
    });
  });

  it('before any survey, only start', () => {
    expect(
      alignmentSurveyActions({
        started: false,
        surveyType: null,
        reportStatus: 'Not Started',
        completed: 0,
        invited: 0,
      }),
    ).toEqual({ start: true, generate: false, remind: false, addPeople: false, extend: false });
  });
});
