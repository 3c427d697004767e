import type { FastifyRequest } from 'fastify';
import type { GuestPurpose } from '../../../shared/enums';
import { AppError, unauthorized } from '../http/errors';
import type { GuestGrant, GuestTokenService } from './guest-tokens';
import { bearerToken } from './tokens';

/** The guest link's token: a Bearer header or the `token` query parameter. */
export function guestTokenFrom(request: FastifyRequest): string | null {
  const q = request.query as Record<string, unknown> | undefined;
  return bearerToken(request.headers.authorization) ?? (typeof q?.token === 'string' ? q.token : null);
}

/** A guest route's check: the link's token must be valid for the route's purpose; its grant goes on the request. */
export async function admitGuest(
  request: FastifyRequest,
  guestTokens: GuestTokenService,
  purpose: GuestPurpose,
) {
  const token = guestTokenFrom(request);
  if (!token) throw unauthorized('This link is missing its access token.', 'GUEST_TOKEN_MISSING');
  const grant = await guestTokens.verify(token, purpose);
  if (!grant) {
    throw new AppError(401, 'This link is invalid or has expired.', 'GUEST_TOKEN_INVALID');
  }
  request.guest = grant;
}

/** The guest grant of a route declared with access.guest (never null there). */
export function guestOf(request: FastifyRequest): GuestGrant {
  if (!request.guest) throw unauthorized('This link is missing its access token.', 'GUEST_TOKEN_MISSING');
  return request.guest;
}
