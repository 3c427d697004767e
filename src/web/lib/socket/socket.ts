import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MAX_MS,
  SOCKET_RECONNECTION_DELAY_MS,
} from '../../../shared/constants';

/** Connection changes the UI tells the person about (spec: 'Connected', 'Reconnecting...', 'Disconnected'). */
export type SocketNotice = 'connected' | 'reconnecting' | 'disconnected';

let socket: Socket | null = null;
const noticeListeners = new Set<(notice: SocketNotice) => void>();

function notify(notice: SocketNotice): void {
  for (const l of noticeListeners) l(notice);
}

/** Connects once for the signed-in person; later calls return the same socket. */
export function connectSocket(): Socket {
  if (socket) return socket;
  const s = io({
    path: SOCKET_PATH,
    // the browser's session cookie signs the handshake in (decision 0029): no token in script
    auth: { guest: false, guestType: null },
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
  });
  // 'Connected' only after a reconnection, never on the first connect.
  s.io.on('reconnect', () => notify('connected'));
  s.io.on('reconnect_attempt', () => notify('reconnecting'));
  s.io.on('reconnect_failed', () => notify('disconnected'));
  s.on('disconnect', (reason) => {
    // The server closed the connection on purpose: socket.io will not reconnect by itself.
    if (reason === 'io server disconnect') notify('disconnected');
  });
  socket = s;
  return s;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

export function getSocket(): Socket | null {
  return socket;
}

/** Listens to one topic; returns a function that stops listening. */
export function onTopic<T = unknown>(topic: string, handler: (payload: T) => void): () => void {
  const s = connectSocket();
  const listener = (payload: T) => handler(payload);
  s.on(topic, listener);
  return () => {
    s.off(topic, listener);
  };
}

/** Subscribes to connection notices for the toasts; returns the unsubscribe. */
export function onSocketNotice(listener: (notice: SocketNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => {
    noticeListeners.delete(listener);
  };
}
