import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthResponse } from '../shared/contracts/common';
import type { AppConfig } from './config';
import { type AssessmentModule, createAssessmentModule } from './modules/assessment';
import { type AuditModule, createAuditModule } from './modules/audit';
import { createIdentityModule, type IdentityModule } from './modules/identity';
import { createLicensingModule, type LicensingModule } from './modules/licensing';
import { createPlanModule, type PlanModule } from './modules/plan';
import { createTeamsModule, type TeamsModule } from './modules/teams';
import { access, registerAccessControl } from './platform/auth/access';
import { createGuestTokenService, type GuestTokenService } from './platform/auth/guest-tokens';
import { createTokenService, type TokenService } from './platform/auth/tokens';
import { createInvalidationBus } from './platform/cache/invalidation-bus';
import type { Database } from './platform/db/client';
import { createEventBus, type EventBus } from './platform/events';
import { registerErrorHandling } from './platform/http/errors';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import { loggerOptions } from './platform/logging';
import { createMailer, type Mailer } from './platform/mail/outbox';
import { createRealtime, type Realtime } from './platform/realtime/socket';
import { demoAccountsFor } from './seed/demo-accounts';

/** What the app is made of; tests reach the parts through app.stride. */
export interface StrideContext {
  config: AppConfig;
  database: Database;
  tokens: TokenService;
  guestTokens: GuestTokenService;
  events: EventBus;
  mailer: Mailer;
  realtime: Realtime;
  identity: IdentityModule;
  licensing: LicensingModule;
  plan: PlanModule;
  assessment: AssessmentModule;
  audit: AuditModule;
  teams: TeamsModule;
}

declare module 'fastify' {
  interface FastifyInstance {
    stride: StrideContext;
  }
}

/** Builds the whole server on an opened, migrated database. The caller listens and closes. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // only behind a proxy may X-Forwarded-For name the client (sign-in throttling counts per address)
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // slow clients cannot hold the server (issue 19): the request, its headers and idle connections time out
    requestTimeout: config.httpLimits.requestTimeoutMs,
    connectionTimeout: config.httpLimits.connectionTimeoutMs,
    http: {
      headersTimeout: config.httpLimits.headersTimeoutMs,
      // how often node checks the two timeouts above (its default, 30 s, would let a slow body run far longer)
      connectionsCheckingInterval: Math.max(50, Math.min(1000, config.httpLimits.headersTimeoutMs)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.httpLimits.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Stride API', version: config.version } },
    transform: jsonSchemaTransform,
  });

  const events = createEventBus(app.log);
  const tokens = createTokenService(config.jwtSecret);
  const guestTokens = createGuestTokenService(database.db);
  const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const invalidation = await createInvalidationBus(config.redisUrl, app.log);
  const licensing = createLicensingModule(database.db, invalidation, config.cacheSeconds * 1000, {
    events,
    people: {
      seatsUsed: (clientId) => identity.seatsUsed(clientId),
      createOrganisation: (input, within) => identity.createOrganisation(input, within),
    },
  });
  const identity = createIdentityModule({
    database,
    tokens,
    guestTokens,
    mailer,
    events,
    licensing: licensing.service,
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    demoAccounts: () => demoAccountsFor(config, identity.repo),
    invalidation,
    cacheMs: config.cacheSeconds * 1000,
    mailboxAvailable: database.kind === 'pglite' || !config.smtpUrl,
    summaries: {
      // resolved on call (decision 0007): the assessment module is built below
      gla: (clientId) => assessment.organisationCounts(clientId),
    },
  });
  const assessment = createAssessmentModule({
    database,
    identity,
    licensing: licensing.service,
    guestTokens,
    mailer,
    publicUrl: config.publicUrl,
    // the benchmark line's role level is chosen in the plan's role screens (resolved on call: decision 0007)
    roleLevels: (userId, clientId) => plan.roleLevels(userId, clientId),
  });
  const audit = createAuditModule(database.db, events);
  registerAccessControl(app, { tokens, resolveSession: identity.resolveSession, guestTokens });
  const realtime = await createRealtime(app.server, {
    tokens,
    resolveSession: identity.resolveSession,
    guestTokens,
    redisUrl: config.redisUrl,
    log: app.log,
  });

  const plan = createPlanModule({
    db: database.db,
    people: identity.people,
    extendState: (provider) => identity.users.extendState(provider),
    // teams and viewing rights arrive with the teams module; until then no manager holds viewing rights
    viewingRights: async () => false,
    // the teams module's public face (resolved on call: decision 0007)
    teams: {
      roleIn: (userId, clientId, teamId) => teams.roleIn(userId, clientId, teamId),
      teamIdsOf: (userId, clientId) => teams.teamIdsOf(userId, clientId),
    },
    // recommendations come from the person's finished GLA
    gla: { ranking: (userId, clientId, language) => assessment.ranking(userId, clientId, language) },
    mailer,
    guestTokens,
    realtime,
    publicUrl: config.publicUrl,
  });

  const teams = createTeamsModule({
    db: database.db,
    licensing: licensing.service,
    mailer,
    events,
    publicUrl: config.publicUrl,
  });
  events.on('team.deleted', ({ clientId, teamId }) => plan.removeTeamMilestones(clientId, teamId));

  events.on('session.ended', ({ sessionIds }) => {
    for (const id of sessionIds) realtime.disconnectSession(id);
  });
  app.decorate('stride', {
    config,
    database,
    tokens,
    guestTokens,
    events,
    mailer,
    realtime,
    identity,
    licensing,
    plan,
    assessment,
    audit,
    teams,
  });

  app.get(
    '/api/health',
    {
      config: { access: access.anonymous() },
      schema: { tags: ['platform'], response: { 200: healthResponse } },
    },
    async () => {
      await database.query('SELECT 1');
      return { status: 'ok' as const, database: database.kind, version: config.version };
    },
  );
  app.get('/api/docs', { config: { access: access.anonymous() }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  await app.register(licensing.routes, { prefix: licensing.prefix });
  for (const { prefix, plugin } of identity.plugins) await app.register(plugin, { prefix });
  for (const { prefix, plugin } of plan.plugins) await app.register(plugin, { prefix });
  for (const { prefix, plugin } of assessment.plugins) await app.register(plugin, { prefix });
  await app.register(audit.routes, { prefix: audit.prefix });
  for (const { prefix, plugin } of teams.plugins) await app.register(plugin, { prefix });
  await registerWebApp(app, config.webDir);

  app.addHook('onReady', async () => mailer.start());
  app.addHook('preClose', async () => {
    await mailer.stop();
    await realtime.close();
    await invalidation.close();
  });
  return app;
}
