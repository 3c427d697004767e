import {
  GLA_EVENTS,
  IMPACT_ALREADY_TRIGGERED,
  IMPACT_EVENT_ERROR,
  IMPACT_EVENTS,
  type ImpactEvent,
  type ImpactEventBody,
  L360_EVENTS,
} from '../../../../shared/contracts/team-impact';
import type { Principal } from '../../../platform/auth/access';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { Mailer } from '../../../platform/mail/outbox';
import type { TeamsNotify, TeamsPeoplePort } from '../deps';
import type { TeamsRepo } from '../repo';
import type { TeamsService } from '../service';
import { impactMail } from './mails';
import type { ImpactRepo } from './repo';

/** The same request for the same member is refused for a day (spec: LimitExceeded). */
export const REQUEST_WINDOW_MS = 86_400_000;
export const GLA_PATH = '/explore/growth-leader-assessment-v2';
export const L360_PATH = '/leader-360';

const isGla = (e: ImpactEvent) => (GLA_EVENTS as readonly string[]).includes(e);
const is360 = (e: ImpactEvent) => (L360_EVENTS as readonly string[]).includes(e);

/** The notification's text key (`notifications:kinds.<key>`) of each event. */
const TEXT_KEY: Record<ImpactEvent, string> = {
  request_gla_v2: 'glaRequest',
  remind_gla_v2: 'glaRemind',
  redo_gla_v2: 'glaRedo',
  request_gl_360: 'l360Request',
  remind_gl_360: 'l360Remind',
  redo_gl_360: 'l360Redo',
  team_sprint_suggestion_email: 'teamSprintSuggestion',
};

/** The fields each event needs in common_data (spec): without one of them, 'This is an error!'. */
function required(event: ImpactEvent): Array<keyof NonNullable<ImpactEventBody['common_data']>> {
  return event === 'team_sprint_suggestion_email'
    ? ['client_id', 'current_user_name', 'manager_name', 'team_name', 'link']
    : ['client_id', 'full_name', 'manager_name', 'link'];
}

/**
 * POST /notification/ui/event: a manager asks a member of their team to take, finish or redo the GLA or the 360,
 * or suggests a team sprint. The member gets a notification (the bell, routed to the page) and an e-mail in their
 * language, both in one transaction with the record that throttles the same request for a day.
 */
export function createImpactEvents(deps: {
  db: Db;
  clock: Clock;
  repo: TeamsRepo;
  impact: ImpactRepo;
  people: TeamsPeoplePort;
  teams: Pick<TeamsService, 'manage'>;
  mailer: Mailer;
  notify: TeamsNotify;
  publicUrl: string;
}) {
  const { repo } = deps;

  /** The team the request is made from: the one named, else a team the caller manages that the member is in. */
  async function teamOf(p: Principal, userId: number, teamId: number | undefined) {
    if (teamId !== undefined) {
      const { team } = await deps.teams.manage(p, teamId);
      const rows = await repo.members(p.clientId, team.id);
      const member = rows.find((r) => r.member.userId === userId && r.member.status === 'ACCEPTED');
      if (!member) throw notFound('The team member');
      return { team, member: member.member };
    }
    for (const team of await repo.managedBy(p.clientId, p.userId)) {
      const rows = await repo.members(p.clientId, team.id);
      const member = rows.find((r) => r.member.userId === userId && r.member.status === 'ACCEPTED');
      if (member) return { team, member: member.member };
    }
    // someone of the organisation outside the caller's teams is refused; anyone else is unknown here
    const [inOrganisation] = await deps.people.activeMembers(p.clientId, [userId]);
    if (!inOrganisation) throw notFound('The user');
    throw forbidden('Only the manager of a team the person belongs to may send this.', 'NOT_TEAM_MANAGER');
  }

  return {
    async send(p: Principal, body: ImpactEventBody): Promise<string> {
      const event = IMPACT_EVENTS.find((e) => e === body.event);
      const data = body.common_data;
      if (!event || body.user_id === undefined || !data)
        throw badRequest(IMPACT_EVENT_ERROR, 'MISSING_FIELD');
      for (const field of required(event)) {
        const value = data[field];
        if (value === undefined || value === '') throw badRequest(IMPACT_EVENT_ERROR, 'MISSING_FIELD');
      }
      if (data.client_id !== p.clientId) throw notFound('The organisation');
      const userId = body.user_id;
      if (userId === p.userId) {
        throw unprocessable('user_id: a request goes to another member of the team', 'SELF_REQUEST');
      }
      // every read before the transaction: the embedded database has one connection
      const { team, member } = await teamOf(p, userId, data.team_id);
      if (member.memberType === 'GUEST' && (isGla(event) || is360(event))) {
        throw unprocessable('user_id: a team guest takes neither the GLA nor the 360', 'GUEST_MEMBER');
      }
      const names = await deps.people.peopleByIds([userId, p.userId]);
      const person = names.get(userId);
      if (!person) throw notFound('The user');
      const managerName = names.get(p.userId)?.fullName ?? data.manager_name ?? '';
      const route = isGla(event) ? GLA_PATH : is360(event) ? L360_PATH : `/teams/v2/${team.id}/dashboard`;
      const now = deps.clock.now();
      const sent = await deps.db.transaction(async (tx) => {
        const won = await deps.impact.claim(
          { clientId: p.clientId, userId, event, teamId: team.id, sentBy: p.userId, sentAt: now },
          new Date(now.getTime() - REQUEST_WINDOW_MS),
          tx,
        );
        if (!won) return false;
        await deps.notify(tx, {
          userId,
          clientId: p.clientId,
          kind: 'MANAGER_REQUEST',
          type: 'REMINDER',
          textKey: TEXT_KEY[event],
          params: { name: managerName, team: team.name },
          route,
          dedupKey: `impact:${event}:${now.getTime()}`,
          teamId: team.id,
          relatedId: team.id,
          showButton: true,
          buttonText: isGla(event) ? 'takeSurvey' : is360(event) ? 'open360' : 'openTeam',
          status: 'ACTIVE',
        });
        await deps.mailer.send(
          impactMail({
            lng: recipientLanguage({ person: person.language }),
            clientId: p.clientId,
            to: person.email,
            name: person.fullName,
            event,
            managerName,
            teamName: team.name,
            link: `${deps.publicUrl}${route}`,
          }),
          tx,
        );
        return true;
      });
      if (!sent) throw conflict(IMPACT_ALREADY_TRIGGERED, 'ALREADY_TRIGGERED');
      return 'Email sent successfully.';
    },
  };
}
export type ImpactEvents = ReturnType<typeof createImpactEvents>;
