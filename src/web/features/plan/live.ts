import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MAX_MS,
  SOCKET_RECONNECTION_DELAY_MS,
} from '../../../shared/constants';
import { COMMENT_TOPIC, type CommentEvent } from '../../../shared/contracts/plan';
import { connectSocket } from '../../lib/socket/socket';
import { type GuestAccess, planKeys } from './api/keys';

/** The plan's room on the event socket: join it on every (re)connection. */
function joinPlan(socket: Socket, planId: number) {
  const join = () => socket.emit('join', { kind: 'plan', id: planId });
  if (socket.connected) join();
  socket.on('connect', join);
  return () => {
    socket.off('connect', join);
  };
}

/**
 * New comments on the plan arrive live (the plan's room: owner, guests, managers with viewing rights). The
 * comments refresh and `onComment` tells the person (the 'Comment recieved' toast).
 */
export function useLiveComments(
  planId: number | null,
  guest: GuestAccess | null,
  onComment: (event: CommentEvent) => void,
) {
  const qc = useQueryClient();
  const handler = useRef(onComment);
  handler.current = onComment;

  useEffect(() => {
    if (planId === null) return;
    // a guest has no session: their own connection carries the guest token of the shared link
    const socket = guest
      ? io({
          path: SOCKET_PATH,
          auth: { token: guest.token, guest: true, guestType: 'PLAN_GUEST' },
          reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
          reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
          reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
        })
      : connectSocket();
    const leave = joinPlan(socket, planId);
    const listener = (event: CommentEvent) => {
      if (event.planId !== planId) return;
      void qc.invalidateQueries({ queryKey: planKeys.comments(event.comment.sectionId) });
      void qc.invalidateQueries({ queryKey: planKeys.sections(planId) });
      handler.current(event);
    };
    socket.on(COMMENT_TOPIC, listener);
    return () => {
      socket.off(COMMENT_TOPIC, listener);
      leave();
      if (guest) socket.disconnect();
    };
  }, [planId, guest, qc]);
}
