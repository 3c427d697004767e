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
import { access, principalOf } from '../../platform/auth/access';
import { teamOptions } from './options';
import type { TeamsService } from './service';

const tags = ['teams'];
const signedIn = { access: access.signedIn() };

/** Team management of the team service. Mounted at /api/team; answers are wrapped in { data }. */
export function teamRoutes(teams: TeamsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/teams/createTeam',
      {
        config: { access: access.signedIn('USER') },
        schema: {
          tags,
          summary: 'Creates a team; the caller becomes its manager (team-limit entitlement)',
          body: createTeamBody,
          response: { 200: teamResponse },
        },
      },
      async (req) => ({ data: await teams.create(principalOf(req), req.body) }),
    );
    app.get(
      '/teams/getTeam/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'A team (its manager and members)',
          params: idParam,
          response: { 200: teamResponse },
        },
      },
      async (req) => ({ data: await teams.get(principalOf(req), req.params.id) }),
    );
    app.put(
      '/teams/editTeam/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Changes a team's name, description, type, purpose or work mode (manager or ADMIN)",
          params: idParam,
          body: editTeamBody,
          response: { 200: teamResponse },
        },
      },
      async (req) => ({ data: await teams.edit(principalOf(req), req.params.id, req.body) }),
    );
    app.delete(
      '/teams/delete-team/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Deletes a team (manager or ADMIN)',
          params: idParam,
          response: { 200: okData },
        },
      },
      async (req) => ({ data: await teams.remove(principalOf(req), req.params.id) }),
    );
    app.get(
      '/teams/getAllTeamsByManagerId/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'The teams a person manages (oneself; anyone for an ADMIN)',
          params: idParam,
          response: { 200: teamsResponse },
        },
      },
      async (req) => ({ data: await teams.managedBy(principalOf(req), req.params.id) }),
    );
    app.get(
      '/teams-member/team-details',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'The teams the caller belongs to, with the manager flag',
          response: { 200: teamsResponse },
        },
      },
      async (req) => ({ data: await teams.mine(principalOf(req)) }),
    );
    app.get(
      '/teams/getMembers/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A team's members",
          params: idParam,
          response: { 200: teamMembersResponse },
        },
      },
      async (req) => ({ data: await teams.members(principalOf(req), req.params.id) }),
    );
    app.post(
      '/teams/team-membership-orgs',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Adds organisation members to a team and e-mails them (manager or ADMIN)',
          body: addOrgMembersBody,
          response: { 200: teamMembersResponse },
        },
      },
      async (req) => ({ data: await teams.addOrgMembers(principalOf(req), req.body) }),
    );
    app.delete(
      '/teams/removeOrgTeamMember/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Removes a member from a team (id: the member row; manager or ADMIN)',
          params: idParam,
          response: { 200: okData },
        },
      },
      async (req) => ({ data: await teams.removeMember(principalOf(req), req.params.id) }),
    );
    app.get(
      '/teams/get-all-team-type',
      { config: signedIn, schema: { tags, summary: 'Team types', response: { 200: codeOptionsResponse } } },
      async (req) => teamOptions.types(await teams.callerLanguage(principalOf(req))),
    );
    app.get(
      '/teams/get-all-team-distribution',
      { config: signedIn, schema: { tags, summary: 'Work modes', response: { 200: codeOptionsResponse } } },
      async (req) => teamOptions.distributions(await teams.callerLanguage(principalOf(req))),
    );
    app.get(
      '/teams/get-all-member-type',
      { config: signedIn, schema: { tags, summary: 'Member types', response: { 200: codeOptionsResponse } } },
      async (req) => teamOptions.memberTypes(await teams.callerLanguage(principalOf(req))),
    );
    app.get(
      '/teams/getAllRole',
      {
        config: signedIn,
        schema: { tags, summary: 'Team staff roles', response: { 200: teamRolesResponse } },
      },
      async (req) => teamOptions.roles(await teams.callerLanguage(principalOf(req))),
    );
  };
}

/** The user service's member search. Mounted at /api/user. */
export function memberSearchRoutes(teams: TeamsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/team/searchMember',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "People of the caller's organisation whose name contains the keyword (any case)",
          querystring: searchMemberQuery,
          response: { 200: memberSearchResponse },
        },
      },
      (req) => teams.searchMembers(principalOf(req), req.query),
    );
  };
}
