import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from './http/errors';

/**
 * The in-process event bus: one module announces (sprints emits `checkIn.completed`), others listen
 * (notifications, gamification, tracking). Each domain adds its events to this map.
 */
export interface DomainEvents {
  'user.signedIn': { userId: number; clientId: number };
  'session.ended': { sessionIds: string[]; userId: number };
  'user.profileUpdated': { userId: number };
  'user.consented': { userId: number; clientId: number };
  'organisation.registered': { clientId: number; buyerUserId: number };
  /** console (issue 5): who did what to whom, for the audit log */
  'user.rolesChanged': {
    clientId: number;
    actorUserId: number;
    userId: number;
    before: string[];
    after: string[];
  };
  'user.invited': { clientId: number; actorUserId: number; userId: number; roles: string[]; added: boolean };
  'user.deactivated': { clientId: number; actorUserId: number; userId: number };
  'user.reactivated': { clientId: number; actorUserId: number; userId: number };
  'organisation.settingsChanged': { clientId: number; actorUserId: number; fields: string[] };
  'subscription.changed': {
    clientId: number;
    actorUserId: number;
    before: { planCode: string; status: string; currentTermEnd: string | null } | null;
    after: { planCode: string; status: string; currentTermEnd: string | null };
  };
  'impersonation.started': { clientId: number; actorUserId: number; userId: number };
  'impersonation.ended': { clientId: number; actorUserId: number; userId: number };
  /** teams: a team was deleted (the plan drops its team milestones) */
  'team.deleted': { clientId: number; teamId: number; actorUserId: number };
  /** teams: a person was removed from a team (every link the team gave them ends: issue 33 point 7) */
  'team.memberRemoved': { clientId: number; teamId: number; userId: number };
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void | Promise<void>;

export function createEventBus(log: FastifyBaseLogger) {
  const handlers = new Map<keyof DomainEvents, Set<Handler<never>>>();
  return {
    on<K extends keyof DomainEvents>(event: K, handler: Handler<K>): () => void {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
    /** Calls every listener; a failing listener is logged and does not affect the others or the caller. */
    async emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): Promise<void> {
      const set = handlers.get(event);
      if (!set) return;
      await Promise.all(
        [...set].map(async (h) => {
          try {
            await (h as Handler<K>)(payload);
          } catch (err) {
            log.error({ error: errorForLog(err), event }, 'event listener failed');
          }
        }),
      );
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
