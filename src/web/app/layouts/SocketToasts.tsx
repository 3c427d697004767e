import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_LONG_MS } from '../../../shared/constants';
import { connectSocket, disconnectSocket, onSocketNotice, type SocketNotice } from '../../lib/socket/socket';

/** Connects the event socket while signed in and tells the person when the connection changes. */
export function SocketToasts() {
  const { t } = useTranslation('common');
  // Each notice is its own toast (a new key), so it gets its full time on screen even when it replaces another.
  const [shown, setShown] = useState<{ notice: SocketNotice; id: number } | null>(null);
  const notice = shown?.notice ?? null;
  useEffect(() => {
    connectSocket();
    let next = 0;
    const off = onSocketNotice((n) => setShown({ notice: n, id: ++next }));
    return () => {
      off();
      disconnectSocket();
    };
  }, []);
  return (
    <Snackbar
      key={shown?.id}
      open={notice !== null}
      autoHideDuration={notice === 'disconnected' ? null : SNACKBAR_LONG_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setShown(null);
      }}
      message={notice ? t(`socket.${notice}`) : ''}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    />
  );
}
