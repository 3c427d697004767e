import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demographicsBody, demographicsResponse } from '../../../shared/contracts/demographics';
import { access } from '../../platform/auth/access';
import { routesOf } from '../../platform/http/route';
import type { DemographicsStore } from './demographics';

const tags = ['user descriptors'];

/** The person's optional research answers. Mounted at /api/user-descriptors. */
export function demographicsRoutes(store: DemographicsStore): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/api/v1/demographics/me',
      access: access.signedIn(),
      summary: 'My research answers',
      response: { 200: demographicsResponse },
      handler: ({ principal }) => {
        const p = principal;
        return store.mine(p.clientId, p.userId);
      },
    });

    route({
      method: 'POST',
      url: '/api/v1/demographics/me',
      access: access.signedIn(),
      summary: 'Saves my research answers (every field optional)',
      body: demographicsBody,
      response: { 200: demographicsResponse },
      handler: ({ principal, body }) => {
        const p = principal;
        return store.saveMine(p.clientId, p.userId, body);
      },
    });
  };
}
