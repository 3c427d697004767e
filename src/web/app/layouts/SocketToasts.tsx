import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_LONG_MS } from '../../../shared/constants';
import { connectSocket, disconnectSocket, onSocketNotice, type SocketNotice } from '../../lib/socket/socket';

/** Connects the event socket while signed in and tells the person when the connection changes. */
export function SocketToasts() {
  const { t } = useTranslation('common');
  const [notice, setNotice] = useState<SocketNotice | null>(null);
  useEffect(() => {
    connectSocket();
    const off = onSocketNotice(setNotice);
    return () => {
      off();
      disconnectSocket();
    };
  }, []);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice === 'disconnected' ? null : SNACKBAR_LONG_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
      message={notice ? t(`socket.${notice}`) : ''}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    />
  );
}
