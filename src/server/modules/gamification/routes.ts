import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gamificationCallSchemas as s } from '../../../shared/contracts/gamification-call-schemas';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import { renderCertificatePdf } from './pdf';
import { type GamificationService, languageOf } from './service';

const tags = ['gamification'];
const signedIn = access.signedIn();
const anyone = access.anonymous();

const jwk = z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string() }).passthrough();

/** The gamification service's calls (mounted at /api/gamification): badges, certificates, achievements. */
export function gamificationRoutes(service: GamificationService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/get-user-badges/',
      access: signedIn,
      summary: "The caller's badges and certificates, and the badges not yet earned",
      query: s.userBadges.query,
      response: { 200: s.userBadges.response },
      handler: async ({ principal, query }) => ({
        data: await service.userBadges(principal, languageOf(query.lng)),
      }),
    });
    route({
      method: 'GET',
      url: '/certificate/:id',
      owners: { id: owner.of('award') },
      access: signedIn,
      summary: "One of the caller's badges or certificates",
      params: s.certificate.params,
      query: s.certificate.query,
      response: { 200: s.certificate.response },
      handler: async ({ principal, params, query }) => ({
        data: await service.certificate(principal, params.id, languageOf(query.lng)),
      }),
    });
    route({
      method: 'GET',
      url: '/achievement/:id',
      owners: { id: owner.of('sprint') },
      access: signedIn,
      summary:
        "A sprint's certification criteria, each met or not, as the sprint runs (under data.criteria.criteria)",
      params: s.achievement.params,
      query: s.achievement.query,
      response: { 200: s.achievement.response },
      handler: async ({ principal, params, query }) => ({
        data: await service.achievement(principal, params.id, languageOf(query.lng)),
      }),
    });
    route({
      method: 'GET',
      url: '/unseen',
      access: signedIn,
      summary: 'What the caller earned and has not been congratulated on yet',
      query: s.unseen.query,
      response: { 200: s.unseen.response },
      handler: async ({ principal, query }) => ({
        data: await service.unseen(principal, languageOf(query.lng)),
      }),
    });
    route({
      method: 'POST',
      url: '/seen/:id',
      owners: { id: owner.of('award') },
      access: signedIn,
      summary: 'The congratulation dialog for this badge or certificate was shown',
      params: s.markSeen.params,
      response: { 200: s.markSeen.response },
      handler: async ({ principal, params }) => ({ data: await service.markSeen(principal, params.id) }),
    });

    // ---------- public: no sign-in ----------
    route({
      method: 'GET',
      url: '/public/certificate/:id',
      access: anyone,
      summary: 'A certificate as anyone may see it, with whether its signed credential verifies',
      params: s.publicCertificate.params,
      query: s.publicCertificate.query,
      response: { 200: s.publicCertificate.response },
      handler: async ({ params, query }) => ({
        data: await service.publicCertificate(params.id, languageOf(query.lng)),
      }),
    });
    route({
      method: 'GET',
      url: '/public/certificate/:id/pdf',
      access: anyone,
      summary: 'A certificate as a PDF',
      params: s.publicCertificate.params,
      query: s.publicCertificate.query,
      handler: async ({ params, query, reply }) => {
        const lng = languageOf(query.lng);
        const { view, verified } = await service.rowForPdf(params.id);
        const pdf = await renderCertificatePdf({ ...view(lng), verified }, lng);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="stride-certificate-${params.id}.pdf"`)
          .send(pdf);
      },
    });
    route({
      method: 'GET',
      url: '/public/credential/:id',
      access: anyone,
      summary:
        'The certificate as an Open Badges 3.0 credential: a VC-JWT signed with the issuer key (EdDSA)',
      params: s.publicCertificate.params,
      response: { 200: z.string().describe('compact JWS (application/vc+jwt)') },
      handler: async ({ params, reply }) => {
        const jwt = await service.credential(params.id);
        return reply.type('application/vc+jwt').send(jwt);
      },
    });
    route({
      method: 'GET',
      url: '/public/achievement/:code',
      access: anyone,
      summary: 'The achievement a certificate credential links to (Open Badges 3.0 Achievement)',
      params: z.object({ code: z.string().max(100) }),
      response: {
        200: z.object({
          '@context': z.array(z.string()),
          id: z.string(),
          type: z.array(z.string()),
          name: z.string(),
          description: z.string(),
          criteria: z.object({ narrative: z.string() }),
        }),
      },
      handler: ({ params }) => service.publicAchievement(params.code),
    });
    route({
      method: 'GET',
      url: '/public/issuer',
      access: anyone,
      summary: 'The credential issuer profile (Open Badges 3.0 Profile)',
      response: {
        200: z.object({
          '@context': z.array(z.string()),
          id: z.string(),
          type: z.array(z.string()),
          name: z.string(),
          url: z.string(),
        }),
      },
      handler: () => service.issuerProfile(),
    });
    route({
      method: 'GET',
      url: '/public/issuer/jwks.json',
      access: anyone,
      summary: "The issuer's public keys (JWK set) that verify every credential",
      response: { 200: z.object({ keys: z.array(jwk) }) },
      handler: async () => service.jwks(),
    });
    // an organisation that issued certificates (the leadership certificate, decision 0056): its own profile and key
    route({
      method: 'GET',
      url: '/public/issuer/organisation/:id',
      access: anyone,
      summary:
        "An organisation's credential issuer profile (Open Badges 3.0 Profile); 404 until it issued one",
      params: s.publicCertificate.params,
      response: {
        200: z.object({
          '@context': z.array(z.string()),
          id: z.string(),
          type: z.array(z.string()),
          name: z.string(),
          url: z.string(),
        }),
      },
      handler: ({ params }) => service.organisationIssuer(params.id),
    });
    route({
      method: 'GET',
      url: '/public/issuer/organisation/:id/jwks.json',
      access: anyone,
      summary: "An organisation's public keys (JWK set) that verify the certificates it issued",
      params: s.publicCertificate.params,
      response: { 200: z.object({ keys: z.array(jwk) }) },
      handler: ({ params }) => service.jwks(params.id),
    });
  };
}
