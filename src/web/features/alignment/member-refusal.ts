import { ApiError } from '../../lib/api/errors';

/**
 * The server's answer to a team member who opens the team alignment page: only the team's manager runs the
 * survey (403 NOT_TEAM_MANAGER). The page then says what the member can do instead; retrying cannot help.
 */
export const isMemberRefusal = (e: unknown): boolean =>
  e instanceof ApiError && e.statusCode === 403 && e.code === 'NOT_TEAM_MANAGER';
