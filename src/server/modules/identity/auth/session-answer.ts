import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import type { CredentialVia } from '../../../platform/auth/access';
import {
  clearSessionCookies,
  type IssuedSession,
  isSecureRequest,
  setSessionCookies,
} from '../../../platform/auth/session-cookies';

/**
 * Answers newly issued tokens the way the caller holds its session (decision 0029): a browser on cookies gets
 * HttpOnly cookies and a body without tokens; an API client on Bearer tokens gets them in the body.
 */
export function answerSession(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
  via: CredentialVia | null,
  publicUrl: string,
): AccessTokenResponse {
  const expires_in = Math.max(0, issued.accessExpiresAt - Math.floor(Date.now() / 1000));
  if (via === 'cookie') {
    setSessionCookies(reply, issued, isSecureRequest(request, publicUrl));
    return { expires_in };
  }
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_type: 'Bearer',
    expires_in,
  };
}

export function forgetSession(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  clearSessionCookies(reply, isSecureRequest(request, publicUrl));
}
