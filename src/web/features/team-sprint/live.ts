import { useEffect } from 'react';
import { STAND_UP_TOPIC, type StandUpEvent, TEAM_SPRINT_ROOM } from '../../../shared/contracts/team-sprint';
import { connectSocket } from '../../lib/socket/socket';
import { usePutStandUp } from './api/stand-ups';

/**
 * A stand-up answer reaches everyone on the team sprint's dashboard live: the page joins the sprint's room (on
 * every reconnection too) and puts each answer into the cached dashboard.
 */
export function useLiveStandUps(sprintId: number) {
  const put = usePutStandUp();
  useEffect(() => {
    const socket = connectSocket();
    const join = () => socket.emit('join', { kind: TEAM_SPRINT_ROOM, id: sprintId });
    if (socket.connected) join();
    socket.on('connect', join);
    const listener = (answer: StandUpEvent) => {
      if (answer.sprintId === sprintId) put(answer);
    };
    socket.on(STAND_UP_TOPIC, listener);
    return () => {
      socket.off('connect', join);
      socket.off(STAND_UP_TOPIC, listener);
    };
  }, [sprintId, put]);
}
