import { SESSION_HINT_COOKIE_NAME } from '../../../shared/constants';
import { getCookie } from '../cookies';

/**
 * What the web app knows of its session (decision 0029). The credentials are HttpOnly cookies it never reads;
 * the server also sets a readable hint, `<session tag>.<access expiry in epoch seconds>`, which holds no credential.
 */
export interface SessionHint {
  /** a short, non-secret tag of the server session: it changes with organisation switch and impersonation */
  tag: string;
  /** when the access token expires (epoch seconds) */
  exp: number;
}

export function readSessionHint(): SessionHint | null {
  const raw = getCookie(SESSION_HINT_COOKIE_NAME);
  const m = raw ? /^([0-9a-f]{6,64})\.(\d{1,12})$/.exec(raw) : null;
  return m ? { tag: m[1], exp: Number(m[2]) } : null;
}

/** Signed in (as far as the browser knows: the server decides at the next call). */
export function isSignedIn(): boolean {
  return readSessionHint() !== null;
}

/** The session this tab works in: read at load, adopted again when this tab signs in. */
let loadedTag: string | null = readSessionHint()?.tag ?? null;

/** This tab now works in the browser's current session (after its own sign-in). */
export function adoptCurrentSession(): void {
  loadedTag = readSessionHint()?.tag ?? null;
}

/** Whether this tab has worked in a session since it loaded (a missing session then means it ended). */
export function hadSession(): boolean {
  return loadedTag !== null;
}

/**
 * True when the browser now holds another session than the one this tab loaded with (another tab switched
 * organisation, started or ended impersonation, or someone else signed in).
 */
export function sessionChangedElsewhere(): boolean {
  if (loadedTag === null) return false;
  const current = readSessionHint();
  return current !== null && current.tag !== loadedTag;
}

/** True when the access token has expired or expires within `marginSeconds`. */
export function isExpiringSoon(hint: SessionHint | null, marginSeconds = 30, nowMs = Date.now()): boolean {
  if (!hint) return true;
  return hint.exp - nowMs / 1000 <= marginSeconds;
}
