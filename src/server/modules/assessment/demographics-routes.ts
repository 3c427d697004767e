import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demographicsBody, demographicsResponse } from '../../../shared/contracts/demographics';
import { access, principalOf } from '../../platform/auth/access';
import type { DemographicsStore } from './demographics';

const tags = ['user descriptors'];

/** The person's optional research answers. Mounted at /api/user-descriptors. */
export function demographicsRoutes(store: DemographicsStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/demographics/me',
      {
        config: { access: access.signedIn() },
        schema: { tags, summary: 'My research answers', response: { 200: demographicsResponse } },
      },
      (req) => {
        const p = principalOf(req);
        return store.mine(p.clientId, p.userId);
      },
    );

    app.post(
      '/api/v1/demographics/me',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'Saves my research answers (every field optional)',
          body: demographicsBody,
          response: { 200: demographicsResponse },
        },
      },
      (req) => {
        const p = principalOf(req);
        return store.saveMine(p.clientId, p.userId, req.body);
      },
    );
  };
}
