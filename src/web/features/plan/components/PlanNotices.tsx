import { useCallback } from 'react';
import { SNACKBAR_LONG_MS } from '../../../../shared/constants';
import { toast } from '../../../ui/toasts';

/** Toasts of the plan pages: saves, invitations, and 'Comment recieved' (in the app's one toast place). */
export function usePlanNotices() {
  const notify = useCallback(
    (message: string, ok: boolean, title?: string) =>
      toast({
        message,
        title,
        severity: ok === false ? 'error' : title ? 'info' : 'success',
        ms: SNACKBAR_LONG_MS * 2,
      }),
    [],
  );
  // the toast host renders it; kept so the plan pages need no change
  const element = null;
  return { notify, element };
}
