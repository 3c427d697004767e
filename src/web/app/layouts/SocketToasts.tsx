import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connectSocket, disconnectSocket, onSocketNotice } from '../../lib/socket/socket';
import { toast } from '../../ui/toasts';

/** Connects the event socket while signed in and tells the person (a toast) when the connection changes. */
export function SocketToasts() {
  const { t } = useTranslation('common');
  useEffect(() => {
    connectSocket();
    // each notice is its own toast, so it gets its full time on screen even when it replaces another
    const off = onSocketNotice((n) =>
      toast({ message: t(`socket.${n}`), ms: n === 'disconnected' ? null : undefined }),
    );
    return () => {
      off();
      disconnectSocket();
    };
  }, [t]);
  return null;
}
