/** The spec's business constants, once. */

export const PRODUCT_NAME = 'Stride';
export const SUPPORT_EMAIL = 'support@stride.example';

/** Unlimited limit entitlements are this number (spec 5, 9). */
export const UNLIMITED = 999_999_999;

/** Compact layout below this width (spec 9). */
export const MOBILE_BREAKPOINT = 960;

/** Socket reconnection (spec 7): 5 attempts, delays of 1 to 5 seconds. */
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 5000;
export const SOCKET_PATH = '/api/events';

/**
 * The browser's session (decision 0029): the access token and the refresh credential in HttpOnly cookies that
 * scripts never read, and a readable hint (a session tag and the access token's expiry, no credential) so the
 * web app knows whether it is signed in, when to refresh and whether another tab changed the session.
 * They live as long as the server session: 1 day (spec 9).
 */
export const SESSION_COOKIE_NAME = 'stride_session';
export const REFRESH_COOKIE_NAME = 'stride_refresh';
export const SESSION_HINT_COOKIE_NAME = 'stride_session_hint';
/** the cookies earlier versions wrote from script; the server deletes them at sign-in */
export const LEGACY_TOKEN_COOKIE_NAMES = ['stride_token', 'stride_admin_token'] as const;
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
/** Access tokens are short-lived; the client refreshes once shortly before they expire. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** A refresh credential not used within this time no longer refreshes: the person signs in again. */
export const REFRESH_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_KEY_NAME = 'session_id';

/** Sign-in failures allowed per e-mail and address before 429 (window in seconds). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins allowed per client address, whatever the e-mails, within the same window (issue 18). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;

/** Team sprint summaries one person may e-mail per day (issue 33 point 8); only the sprint team shares. */
export const TEAM_SPRINT_SHARES_PER_DAY = 10;

/**
 * Failed sign-ins allowed per account from all addresses together within the same window (issue 33 point 6,
 * ASVS 5.0 chapter 6): rotating addresses no longer buys more guesses. Past it even the right password waits;
 * the owner gets in at once through a mailed reset link, which forgets the count.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_ANY_ADDRESS = 10;

/** Free sign-ups allowed per address within the window (seconds) before 429. */
export const SIGNUP_MAX_PER_ADDRESS = 10;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;

/** "Forgot password?" requests per address within the window (seconds) before 429, and mails per account. */
export const RESET_MAX_PER_ADDRESS = 5;
export const RESET_MAX_PER_ACCOUNT = 3;
export const RESET_WINDOW_SECONDS = 60 * 60;
/** A reset link works once, within this many days. */
export const RESET_LINK_DAYS = 1;

/** Guest links (set-password and others) expire after this many days unless a domain says otherwise. */
export const GUEST_TOKEN_DEFAULT_DAYS = 7;

/** Startup loads retry at most 3 times, 1 s apart (spec 9). */
export const STARTUP_RETRIES = 3;
export const STARTUP_RETRY_DELAY_MS = 1000;

/** Snackbar durations (spec 9). */
export const SNACKBAR_SHORT_MS = 1500;
export const SNACKBAR_MEDIUM_MS = 2000;
export const SNACKBAR_LONG_MS = 3000;

export const SESSION_DIALOG_WIDTH = 400;
export const CONFIRMATION_DIALOG_WIDTH = 600;
