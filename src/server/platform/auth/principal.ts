import type { Role } from '../../../shared/enums';
import { unauthorized } from '../http/errors';
import { type SessionEndReason, sessionEnded } from './credentials';
import type { TokenService } from './tokens';

/** The signed-in caller, as checked against the live session on every call. */
export interface Principal {
  userId: number;
  clientId: number;
  roles: Role[];
  sessionId: string;
  email: string;
  name: string;
  actor: { userId: number; email: string; name: string } | null;
}

/** Looks up a session and the member's current roles; null when the session, user or membership is no longer valid. */
export type SessionResolver = (
  sessionId: string,
) => Promise<{ userId: number; clientId: number; roles: Role[] } | null>;

/** Checks an access token against the live session; the signed-in caller, or 401 naming why not. */
export async function authenticate(
  token: string | null,
  tokens: TokenService,
  resolveSession: SessionResolver,
  { allowExpired = false, endReason }: { allowExpired?: boolean; endReason?: SessionEndReason } = {},
): Promise<Principal> {
  if (!token) throw unauthorized();
  const claims = allowExpired ? tokens.verifySignatureOnly(token) : tokens.verify(token);
  if (!claims) throw unauthorized('Your sign-in is not valid or has expired.', 'TOKEN_INVALID');
  const live = await resolveSession(claims.session_id);
  if (!live || String(live.userId) !== claims.sub || live.clientId !== claims.org_id) {
    // the code says why, so the web app can tell the person on the login page (issue 21, point 14)
    throw sessionEnded(live ? 'SESSION_ENDED' : await (endReason?.(claims.session_id) ?? 'SESSION_ENDED'));
  }
  return {
    userId: live.userId,
    clientId: live.clientId,
    roles: live.roles,
    sessionId: claims.session_id,
    email: claims.email,
    name: claims.name,
    actor: claims.act
      ? { userId: Number(claims.act.sub), email: claims.act.email, name: claims.act.name }
      : null,
  };
}
