import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../http/errors';

/**
 * Whether a browser sent this request from another site (decision 0029). Browsers say so in Sec-Fetch-Site; older
 * ones send Origin on writes, compared with the address the request came to and the public address. A request
 * with neither header did not come from a page's script or form of a current browser (an API client): not
 * cross-site. Only cookie-authenticated requests are checked: a Bearer token is never sent by a browser on its own.
 */
export function isCrossSite(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === 'null') return true;
  const own = new Set<string>();
  try {
    own.add(new URL(publicUrl).origin);
  } catch {
    // no public address configured: the Host header alone decides
  }
  const host = headers.host;
  try {
    const o = new URL(origin);
    if (own.has(o.origin)) return false;
    return !host || o.host !== host;
  } catch {
    return true;
  }
}

export const crossSiteRefused = () =>
  new AppError(
    403,
    'This request came from another site and was refused. Open Stride directly and try again.',
    'CROSS_SITE_REQUEST',
  );
