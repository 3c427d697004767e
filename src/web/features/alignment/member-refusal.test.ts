import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { isMemberRefusal } from './member-refusal';

describe('the team alignment page for a team member', () => {
  it('shows the member notice for the manager-only refusal, and a retryable error for anything else', () => {
    const refusal = new ApiError({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only the team manager runs the team alignment survey.',
      code: 'NOT_TEAM_MANAGER',
    });
    expect(isMemberRefusal(refusal)).toBe(true);
    expect(isMemberRefusal(new ApiError({ statusCode: 503, error: 'Unavailable', message: 'down' }))).toBe(
      false,
    );
    expect(isMemberRefusal(new ApiError({ statusCode: 404, error: 'Not Found', message: 'The team' }))).toBe(
      false,
    );
    expect(isMemberRefusal(new Error('network'))).toBe(false);
  });
});
