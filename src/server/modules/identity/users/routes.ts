import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenResponse, impersonateParams } from '../../../../shared/contracts/auth';
import { okResponse } from '../../../../shared/contracts/common';
import {
  consentBody,
  consentResponse,
  profilePatchBody,
  registerFreemiumBody,
  registerFreemiumQuery,
  registerFreemiumResponse,
  rolesResponse,
  setPasswordBody,
  userExistBody,
  userExistResponse,
  userStateResponse,
  userTagsParams,
  userTagsResponse,
} from '../../../../shared/contracts/user';
import { access, guestOf, principalOf } from '../../../platform/auth/access';
import type { AuthService } from '../auth/service';
import type { UserService } from './service';
import type { SignupThrottle } from './signup-throttle';

const orgMembersResponse = z.object({
  items: z.array(
    z.object({
      userId: z.number(),
      fullName: z.string(),
      email: z.string(),
      roles: z.array(z.string()),
      status: z.string(),
    }),
  ),
});

/** Mounted at /api/user. */
export function userRoutes(deps: {
  users: UserService;
  auth: AuthService;
  signupThrottle: SignupThrottle;
}): FastifyPluginAsyncZod {
  const { users } = deps;
  return async (app) => {
    app.get(
      '/users/getUserState',
      {
        config: { access: access.signedIn() },
        schema: { tags: ['user'], summary: 'The current user', response: { 200: userStateResponse } },
      },
      (req) => users.userState(principalOf(req)),
    );

    app.get(
      '/users/resources/roles',
      {
        config: { access: access.signedIn() },
        schema: { tags: ['user'], summary: 'All roles', response: { 200: rolesResponse } },
      },
      () => users.roles(),
    );

    app.post(
      '/consent',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['user'],
          summary: 'Agrees to the policy',
          body: consentBody,
          response: { 200: consentResponse },
        },
      },
      (req) => users.consent(principalOf(req)),
    );

    app.patch(
      '/users/v2/profile',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['user'],
          summary: 'Edits the own profile',
          body: profilePatchBody,
          response: { 200: userStateResponse },
        },
      },
      (req) => users.updateProfile(principalOf(req), req.body),
    );

    app.post(
      '/users/user-exist',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['user'],
          summary: 'Whether an e-mail belongs to the organisation',
          body: userExistBody,
          response: { 200: userExistResponse },
        },
      },
      (req) => users.userExists(principalOf(req), req.body.email),
    );

    app.post(
      '/consumerization/register-freemium',
      {
        config: { access: access.anonymous() },
        schema: {
          tags: ['user'],
          summary: 'Creates an organisation on the Free plan and its buyer admin',
          querystring: registerFreemiumQuery,
          body: registerFreemiumBody,
          response: { 201: registerFreemiumResponse },
        },
      },
      async (req, reply) => {
        await deps.signupThrottle.take(req.ip);
        return reply.status(201).send(await users.registerFreemium(req.body));
      },
    );

    app.post(
      '/guest/set-password',
      {
        config: { access: access.guest('SET_PASSWORD') },
        schema: {
          tags: ['user'],
          summary: 'Sets the password through an e-mailed link',
          body: setPasswordBody,
          response: { 200: okResponse },
        },
      },
      (req) => users.setPassword(guestOf(req), req.body.password),
    );

    app.get(
      '/tag/user/:userId',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['user'],
          summary: "A user's tags",
          params: userTagsParams,
          response: { 200: userTagsResponse },
        },
      },
      (req) => users.tagsOf(principalOf(req), req.params.userId),
    );

    app.get(
      '/users/org-members',
      {
        config: { access: access.signedIn('ADMIN') },
        schema: {
          tags: ['user'],
          summary: "The organisation's active members",
          response: { 200: orgMembersResponse },
        },
      },
      (req) => users.orgMembers(principalOf(req)),
    );

    app.post(
      '/users/impersonate/:userId',
      {
        config: { access: access.signedIn('ADMIN') },
        schema: {
          tags: ['user'],
          summary: 'Impersonates a member',
          params: impersonateParams,
          response: { 200: accessTokenResponse },
        },
      },
      async (req) => ({ access_token: await deps.auth.impersonate(principalOf(req), req.params.userId) }),
    );
  };
}
