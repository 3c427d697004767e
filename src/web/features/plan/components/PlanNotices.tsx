import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_LONG_MS } from '../../../../shared/constants';

/** A button in a toast: Undo after a removal, Retry after a failed save. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

interface Notice {
  id: number;
  title?: string;
  message: string;
  ok: boolean;
  action?: NoticeAction;
}

export type Notify = (message: string, ok: boolean, title?: string, action?: NoticeAction) => void;

/** Toasts of the plan pages: saves (a failed one offers Retry), removals (Undo), and 'Comment recieved'. */
export function usePlanNotices() {
  const { t } = useTranslation('common');
  const closeLabel = t('close');
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>(
    (message, ok, title, action) => setNotice({ id: Date.now(), message, ok, title, action }),
    [],
  );
  const element = (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={SNACKBAR_LONG_MS * (notice?.action ? 4 : 2)}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert
        severity={notice?.ok === false ? 'error' : notice?.title ? 'info' : 'success'}
        variant="filled"
        onClose={() => setNotice(null)}
        action={
          notice?.action && (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  notice.action?.run();
                  setNotice(null);
                }}
              >
                {notice.action.label}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={closeLabel}
                onClick={() => setNotice(null)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          )
        }
      >
        {notice?.title && <AlertTitle>{notice.title}</AlertTitle>}
        {notice?.message}
      </Alert>
    </Snackbar>
  );
  return { notify, element };
}
