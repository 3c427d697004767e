import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { SNACKBAR_LONG_MS } from '../../../../shared/constants';

interface Notice {
  id: number;
  title?: string;
  message: string;
  ok: boolean;
}

/** Toasts of the plan pages: saves, invitations, and 'Comment recieved'. */
export function usePlanNotices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback(
    (message: string, ok: boolean, title?: string) => setNotice({ id: Date.now(), message, ok, title }),
    [],
  );
  const element = (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={SNACKBAR_LONG_MS * 2}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert
        severity={notice?.ok === false ? 'error' : notice?.title ? 'info' : 'success'}
        variant="filled"
        onClose={() => setNotice(null)}
      >
        {notice?.title && <AlertTitle>{notice.title}</AlertTitle>}
        {notice?.message}
      </Alert>
    </Snackbar>
  );
  return { notify, element };
}
