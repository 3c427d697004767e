import { useCallback } from 'react';
import { SNACKBAR_LONG_MS } from '../../../../shared/constants';
import { closeToast, toast } from '../../../ui/toasts';

/** A button in a toast: Undo after a removal, Retry after a failed save. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

export type Notify = (message: string, ok: boolean, title?: string, action?: NoticeAction) => void;

/**
 * Toasts of the plan pages: saves (a failed one offers Retry), removals (Undo), and 'Comment recieved', in the
 * app's one toast place.
 */
export function usePlanNotices() {
  const notify = useCallback<Notify>(
    (message, ok, title, action) =>
      toast({
        message,
        title,
        severity: ok === false ? 'error' : title ? 'info' : 'success',
        ms: SNACKBAR_LONG_MS * (action ? 4 : 2),
        action: action && {
          label: action.label,
          onClick: () => {
            closeToast();
            action.run();
          },
        },
      }),
    [],
  );
  // the toast host renders it; kept so the plan pages need no change
  const element = null;
  return { notify, element };
}
