export const DEFAULT_HOME = '/dashboard/main-dashboard';

/**
 * Where to go after sign-in: only a same-origin path (starts with '/', not '//' nor '/\'),
 * otherwise the main dashboard. Auth pages are not targets either, to avoid loops.
 */
export function safeRedirect(target: string | null | undefined, fallback = DEFAULT_HOME): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (hasControlCharacter(target)) return fallback;
  if (target === '/auth/login' || target.startsWith('/auth/login?')) return fallback;
  return target;
}

/** The login address that brings the person back to `pathAndSearch` afterwards. */
export function loginUrl(pathAndSearch: string): string {
  const back = safeRedirect(pathAndSearch, '');
  return back ? `/auth/login?redirectUrl=${encodeURIComponent(back)}` : '/auth/login';
}

function hasControlCharacter(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
