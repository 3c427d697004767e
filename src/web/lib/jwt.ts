/** Reads the payload of a JWT without verifying it (the server verifies; the client only reads exp, org_id, act). */

export interface TokenPayload {
  sub?: string;
  org_id?: number;
  roles?: string[];
  email?: string;
  name?: string;
  act?: { sub: string; email: string; name: string };
  exp?: number;
  iat?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwt(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** True when the token has expired or expires within `marginSeconds` (exp is in seconds). */
export function isExpiringSoon(
  payload: TokenPayload | null,
  marginSeconds = 30,
  nowMs = Date.now(),
): boolean {
  if (!payload || typeof payload.exp !== 'number') return true;
  return payload.exp - nowMs / 1000 <= marginSeconds;
}
