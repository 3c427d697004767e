import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/contracts/common';
import {
  addOrgMembersBody,
  codeOptionsResponse,
  createTeamBody,
  editTeamBody,
  memberSearchResponse,
  okData,
  searchMemberQuery,
  teamMembersResponse,
  teamResponse,
  teamRolesResponse,
  teamsResponse,
} from '../../../shared/contracts/teams';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import { teamOptions } from './options';
import type { TeamsService } from './service';

/** what the path ids name: another organisation's is 404 (decision 0026) */
const byTeam = { id: owner.of('team') };

const tags = ['teams'];
const signedIn = access.signedIn();
/** the team pages a team guest reaches too (decision 0039); the service confines them to their own teams */
const membersAndGuests = access.signedIn({ teamGuests: true });

/** Team management of the team service. Mounted at /api/team; answers are wrapped in { data }. */
export function teamRoutes(teams: TeamsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/teams/createTeam',
      access: access.signedIn({ roles: ['USER'], feature: 'team-limit' }),
      summary: 'Creates a team; the caller becomes its manager (team-limit entitlement)',
      body: createTeamBody,
      response: { 200: teamResponse },
      handler: async ({ principal, body }) => ({ data: await teams.create(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/teams/getTeam/:id',
      owners: byTeam,
      access: membersAndGuests,
      summary: 'A team (its manager and members)',
      params: idParam,
      response: { 200: teamResponse },
      handler: async ({ principal, params }) => ({ data: await teams.get(principal, params.id) }),
    });
    route({
      method: 'PUT',
      url: '/teams/editTeam/:id',
      owners: byTeam,
      access: signedIn,
      summary: "Changes a team's name, description, type, purpose or work mode (manager or ADMIN)",
      params: idParam,
      body: editTeamBody,
      response: { 200: teamResponse },
      handler: async ({ principal, params, body }) => ({
        data: await teams.edit(principal, params.id, body),
      }),
    });
    route({
      method: 'DELETE',
      url: '/teams/delete-team/:id',
      owners: byTeam,
      access: signedIn,
      summary: 'Deletes a team (manager or ADMIN)',
      params: idParam,
      response: { 200: okData },
      handler: async ({ principal, params }) => ({ data: await teams.remove(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/teams/getAllTeamsByManagerId/:id',
      owners: { id: owner.of('person') },
      access: signedIn,
      summary: 'The teams a person manages (oneself; anyone for an ADMIN)',
      params: idParam,
      response: { 200: teamsResponse },
      handler: async ({ principal, params }) => ({ data: await teams.managedBy(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/teams-member/team-details',
      access: membersAndGuests,
      summary: 'The teams the caller belongs to, with the manager flag',
      response: { 200: teamsResponse },
      handler: async ({ principal }) => ({ data: await teams.mine(principal) }),
    });
    route({
      method: 'GET',
      url: '/teams/getMembers/:id',
      owners: byTeam,
      access: membersAndGuests,
      summary: "A team's members",
      params: idParam,
      response: { 200: teamMembersResponse },
      handler: async ({ principal, params }) => ({ data: await teams.members(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/teams/team-membership-orgs',
      access: signedIn,
      summary: 'Adds organisation members to a team and e-mails them (manager or ADMIN)',
      body: addOrgMembersBody,
      response: { 200: teamMembersResponse },
      handler: async ({ principal, body }) => ({ data: await teams.addOrgMembers(principal, body) }),
    });
    route({
      method: 'DELETE',
      url: '/teams/removeOrgTeamMember/:id',
      owners: { id: owner.of('teamMember') },
      access: signedIn,
      summary: 'Removes a member from a team (id: the member row; manager or ADMIN)',
      params: idParam,
      response: { 200: okData },
      handler: async ({ principal, params }) => ({ data: await teams.removeMember(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/teams/get-all-team-type',
      access: signedIn,
      summary: 'Team types',
      response: { 200: codeOptionsResponse },
      handler: async ({ principal }) => teamOptions.types(await teams.callerLanguage(principal)),
    });
    route({
      method: 'GET',
      url: '/teams/get-all-team-distribution',
      access: signedIn,
      summary: 'Work modes',
      response: { 200: codeOptionsResponse },
      handler: async ({ principal }) => teamOptions.distributions(await teams.callerLanguage(principal)),
    });
    route({
      method: 'GET',
      url: '/teams/get-all-member-type',
      access: signedIn,
      summary: 'Member types',
      response: { 200: codeOptionsResponse },
      handler: async ({ principal }) => teamOptions.memberTypes(await teams.callerLanguage(principal)),
    });
    route({
      method: 'GET',
      url: '/teams/getAllRole',
      access: signedIn,
      summary: 'Team staff roles',
      response: { 200: teamRolesResponse },
      handler: async ({ principal }) => teamOptions.roles(await teams.callerLanguage(principal)),
    });
  };
}

/** The user service's member search. Mounted at /api/user. */
export function memberSearchRoutes(teams: TeamsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/users/team/searchMember',
      access: signedIn,
      summary: "People of the caller's organisation whose name contains the keyword (any case)",
      query: searchMemberQuery,
      response: { 200: memberSearchResponse },
      handler: ({ principal, query }) => teams.searchMembers(principal, query),
    });
  };
}
