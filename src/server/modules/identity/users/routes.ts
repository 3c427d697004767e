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
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { AuthService } from '../auth/service';
import { answerSession } from '../auth/session-answer';
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
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { users } = deps;
  return async (app) => {
    const route = routesOf(app, { tags: ['user'] });
    /** what the access-denied page and the sign-in flow need: open to people who may not use the product */
    const open = access.signedIn({ product: false });
    /** the console's ADMIN calls (members to impersonate) */
    const admin = access.signedIn({ roles: ['ADMIN'], product: false });
    route({
      method: 'GET',
      url: '/users/getUserState',
      access: open,
      summary: 'The current user',
      response: { 200: userStateResponse },
      handler: ({ principal }) => users.userState(principal),
    });

    route({
      method: 'GET',
      url: '/users/resources/roles',
      access: open,
      summary: 'All roles',
      response: { 200: rolesResponse },
      handler: () => users.roles(),
    });

    route({
      method: 'POST',
      url: '/consent',
      access: open,
      summary: 'Agrees to the policy',
      body: consentBody,
      response: { 200: consentResponse },
      handler: ({ principal }) => users.consent(principal),
    });

    route({
      method: 'PATCH',
      url: '/users/v2/profile',
      access: access.signedIn(),
      summary: 'Edits the own profile',
      body: profilePatchBody,
      response: { 200: userStateResponse },
      handler: ({ principal, body }) => users.updateProfile(principal, body),
    });

    route({
      method: 'POST',
      url: '/users/user-exist',
      access: access.signedIn(),
      summary: 'Whether an e-mail belongs to the organisation',
      body: userExistBody,
      response: { 200: userExistResponse },
      handler: ({ principal, body }) => users.userExists(principal, body.email),
    });

    route({
      method: 'POST',
      url: '/consumerization/register-freemium',
      access: access.anonymous(),
      summary:
        'Creates an organisation on the Free plan and its buyer admin (the same answer for a known address)',
      query: registerFreemiumQuery,
      body: registerFreemiumBody,
      response: { 202: registerFreemiumResponse },
      status: 202,
      handler: async ({ body, request }) => {
        await deps.signupThrottle.take(request.ip);
        return users.registerFreemium(body);
      },
    });

    route({
      method: 'POST',
      url: '/guest/set-password',
      access: access.guest('SET_PASSWORD'),
      summary: 'Sets the password through an e-mailed link',
      body: setPasswordBody,
      response: { 200: okResponse },
      handler: ({ guest, body }) => users.setPassword(guest, body.password),
    });

    route({
      method: 'GET',
      url: '/tag/user/:userId',
      owners: { userId: owner.of('person') },
      access: access.signedIn(),
      summary: "A user's tags",
      params: userTagsParams,
      response: { 200: userTagsResponse },
      handler: ({ principal, params }) => users.tagsOf(principal, params.userId),
    });

    route({
      method: 'GET',
      url: '/users/org-members',
      access: admin,
      summary: "The organisation's active members",
      response: { 200: orgMembersResponse },
      handler: ({ principal }) => users.orgMembers(principal),
    });

    route({
      method: 'POST',
      url: '/users/impersonate/:userId',
      owners: { userId: owner.of('person') },
      access: admin,
      summary: 'Impersonates a member',
      params: impersonateParams,
      response: { 200: accessTokenResponse },
      handler: async ({ principal, params, request, reply }) =>
        answerSession(
          request,
          reply,
          await deps.auth.impersonate(principal, params.userId),
          request.credentialVia,
          deps.publicUrl,
        ),
    });
  };
}
