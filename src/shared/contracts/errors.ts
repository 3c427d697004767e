/**
 * The error codes the server sends in its one error shape `{ statusCode, error, message, code? }`. The web shows
 * a code's translation (`errors:codes.<CODE>` in the locales) when it has one, and the server's message otherwise
 * (codes whose message carries details, such as a field or a count, keep the server's message).
 */
export const ERROR_CODES = [
  // platform
  'VALIDATION_FAILED',
  'ROUTE_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'UNPROCESSABLE',
  'TOKEN_INVALID',
  'SESSION_ENDED',
  'SESSION_EXPIRED',
  'SESSION_REUSED',
  'CROSS_SITE_REQUEST',
  'GUEST_TOKEN_MISSING',
  'GUEST_TOKEN_INVALID',
  // identity
  'WRONG_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_SIGNUPS',
  'SIGN_IN_BUSY',
  'TOO_MANY_RESETS',
  'EMAIL_TAKEN',
  'NO_ORGANISATION',
  'NOT_IN_ORGANISATION',
  'OIDC_NOT_CONFIGURED',
  'OIDC_NO_EMAIL',
  'OIDC_REFUSED',
  'OIDC_STATE',
  'OIDC_BROWSER',
  'OIDC_DENIED',
  'OIDC_EMAIL_UNVERIFIED',
  'OIDC_FAILED',
  'OIDC_UNAVAILABLE',
  'IMPERSONATE_ADMIN',
  'IMPERSONATE_SELF',
  'IMPERSONATING',
  'NOT_IMPERSONATING',
  'LAST_ADMIN',
  'DEACTIVATE_SELF',
  'ALREADY_ACTIVE',
  'SEAT_LIMIT',
  'ALREADY_DEACTIVATED',
  'ROLE_NOT_GRANTABLE',
  'UNKNOWN_ROLE',
  'NOT_INVITED',
  'INVITE_ROWS_INVALID',
  // assessment
  'GLA_NOT_IN_PLAN',
  'GLA_LIMIT_REACHED',
  'ASSESSMENT_CHANGED',
  'ASSESSMENT_FINISHED',
  'ASSESSMENT_NOT_FINISHED',
  'STYLE_NOT_FINISHED',
  'CONVERSION_DECIDED',
  'DUPLICATE_ANSWER',
  'UNKNOWN_QUESTION',
  'INVALID_POSITION',
  'PAGE_OUT_OF_RANGE',
  'WRONG_PAGE',
  // plan
  'NO_PLAN_ACCESS',
  'PLAN_READ_ONLY',
  'ROLES_MISSING',
  'NOT_PENDING',
  'THREAD_OPEN',
  'THREAD_RESOLVED',
  // teams
  'TEAMS_NOT_IN_PLAN',
  'TEAM_LIMIT_REACHED',
  'NOT_TEAM_MANAGER',
  'CANNOT_REMOVE_MANAGER',
  'ALREADY_TEAM_MEMBER',
  // sprints
  'ROLE_CHALLENGES_INCOMPLETE',
  'CREW_SELF',
  'MEETING_OUTSIDE_SPRINT',
  'TOO_MANY_SHARES',
  // teams, alignment and Leader 360
  'NOT_TEAM_MEMBER',
  'NOTHING_TO_REMIND',
  'NO_360_ACCESS',
  // data export (issue 34 point 8)
  'EXPORT_IN_PREPARATION',
  'EXPORT_RATE_LIMITED',
  'EXPORT_NOT_READY',
  'EXPORT_EXPIRED',
  'EXPORT_LINK_UNKNOWN',
  'EXPORT_LINK_USED',
  'EXPORT_LINK_EXPIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
