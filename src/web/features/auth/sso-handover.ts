import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirect } from '../../../shared/domain/safe-redirect';
import { completeSignIn } from './session-actions';

/**
 * Single sign-on ends on /auth/login#access_token=...&redirectUrl=... (see docs/decisions/0003): the fragment never
 * reaches a server. This takes the token, removes it from the address bar and goes on.
 */
export function useSsoHandover(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get('access_token');
    if (!token) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    completeSignIn(token);
    void navigate(safeRedirect(fragment.get('redirectUrl')), { replace: true });
  }, [navigate]);
}
