import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../shared/contracts/common';
import { hasEntitlement } from '../shared/domain/entitlements';
import { type AppConfig, fastifyTrustProxy } from './config';
import { tierFeatures } from './modules/licensing';
import {
  access,
  registerAccessControl,
  type SessionEndReason,
  type SessionResolver,
} from './platform/auth/access';
import { createGuestTokenService, type GuestTokenService } from './platform/auth/guest-tokens';
import type { OwnerLookups } from './platform/auth/owners';
import { createTokenService, type TokenService } from './platform/auth/tokens';
import { createInvalidationBus } from './platform/cache/invalidation-bus';
import { type Clock, systemClock } from './platform/clock';
import type { Database } from './platform/db/client';
import { createEventBus, type EventBus } from './platform/events';
import { COMPRESS_PLUGIN_OPTIONS } from './platform/http/compression';
import { registerErrorHandling } from './platform/http/errors';
import { swaggerOptions } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import { createJobsRuntime, type JobsRuntime } from './platform/jobs/runtime';
import { loggerOptions } from './platform/logging';
import { createMailer, type Mailer } from './platform/mail/outbox';
import { isDemoAddress } from './platform/mail/redaction';
import type { StrideModule } from './platform/module';
import { registerDrainRefusal } from './platform/ops/graceful-stop';
import { registerHealth } from './platform/ops/health';
import { createLifecycle, type Lifecycle } from './platform/ops/lifecycle';
import { registerMetrics } from './platform/ops/metrics';
import { registerRequestId, requestIdGenerator } from './platform/ops/request-id';
import { createRealtime, type Realtime } from './platform/realtime/socket';
import { isTestClock, registerTestClockRoute } from './platform/test-clock';
import { createModules, type ModuleApis } from './registry';

/** What the app is made of; tests reach the parts through app.stride (a module's api under its name). */
export type StrideContext = ModuleApis & {
  config: AppConfig;
  database: Database;
  tokens: TokenService;
  guestTokens: GuestTokenService;
  events: EventBus;
  /** the one clock (tests move it) */
  clock: Clock;
  /** durable jobs: every module's jobs and schedules are registered with it */
  jobs: JobsRuntime;
  mailer: Mailer;
  realtime: Realtime;
  /** every module, in the registry's order */
  modules: StrideModule[];
  /** serving or draining (graceful stop turns readiness false first) */
  lifecycle: Lifecycle;
};

declare module 'fastify' {
  interface FastifyInstance {
    stride: StrideContext;
  }
}

/** Builds the whole server on an opened, migrated database. The caller listens and closes. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logStream),
    // only behind a proxy may X-Forwarded-For name the client, read from the right (decision 0028: limits per address)
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // one id per request in every log line (reqId), the answer's header and error bodies (issue 34, point 4)
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // `/x/` and `/x` reach the same route: the OpenAPI document names paths without a trailing slash (0024)
    routerOptions: { ignoreTrailingSlash: true },
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
  registerRequestId(app);

  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  await app.register(fastifyCompress, COMPRESS_PLUGIN_OPTIONS);
  await app.register(fastifySwagger, swaggerOptions({ title: 'Stride API', version: config.version }));

  const events = createEventBus(app.log);
  const tokens = createTokenService(config.jwtSecret);
  const guestTokens = createGuestTokenService(database.db);
  const clock = config.clock ?? systemClock;
  const jobs = createJobsRuntime({ database, clock, log: app.log });
  const lifecycle = createLifecycle();
  const mailer = createMailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    log: app.log,
    jobs,
    clock,
    // the demo mailbox shows demo accounts' links; every other recorded mail is stored without its tokens
    keepsLinks: (to) => config.demoData && isDemoAddress(to),
  });
  jobs.register(mailer.jobs);
  const invalidation = await createInvalidationBus(config.redisUrl, app.log);
  // sessions are identity's and subscriptions licensing's; the platform asks once the modules exist (below)
  const resolveSession: SessionResolver = (sessionId) => registry.identity.api.resolveSession(sessionId);
  const endReason: SessionEndReason = (sessionId) => registry.identity.api.sessionEndReason(sessionId);
  // every module's owner lookups by kind of object (decision 0026), filled once the modules exist (below)
  const ownerLookups: OwnerLookups = new Map();
  registerAccessControl(app, {
    tokens,
    resolveSession,
    endReason,
    publicUrl: config.publicUrl,
    guestTokens,
    owners: ownerLookups,
    // decision 0022: the licence tier says whether an organisation has a feature
    hasFeature: async (clientId, code) =>
      hasEntitlement(tierFeatures((await registry.licensing.api.service.summary(clientId)).planCode), code),
    // product routes refuse a cancelled or expired subscription (decision 0022)
    subscriptionOf: (clientId) => registry.licensing.api.service.summary(clientId),
  });
  const realtime = await createRealtime(app.server, {
    tokens,
    resolveSession,
    endReason,
    publicUrl: config.publicUrl,
    guestTokens,
    redisUrl: config.redisUrl,
    log: app.log,
  });

  const registry = createModules({
    config,
    database,
    tokens,
    guestTokens,
    events,
    clock,
    jobs,
    mailer,
    realtime,
    invalidation,
  });
  const modules: StrideModule[] = Object.values(registry);
  const apis = Object.fromEntries(Object.entries(registry).map(([name, m]) => [name, m.api])) as ModuleApis;
  for (const m of modules) {
    for (const [kind, lookup] of Object.entries(m.owners ?? {})) {
      if (ownerLookups.has(kind)) throw new Error(`two modules look up the owner of "${kind}"`);
      ownerLookups.set(kind, lookup);
    }
    // each listener pairs an event with its own payload's handler (ModuleListener); the union needs the cast
    for (const l of m.listeners ?? []) events.on(l.event, l.handler as (payload: unknown) => void);
    jobs.register(m.jobs ?? []);
    jobs.schedule(m.schedules ?? []);
  }

  events.on('session.ended', ({ sessionIds }) => {
    for (const id of sessionIds) realtime.disconnectSession(id);
  });
  // a revoked guest link loses its live connection at once, on every instance (issue 18, point 13)
  guestTokens.onRevoked((ids) => realtime.disconnectGuests(ids));
  app.decorate('stride', {
    ...apis,
    config,
    database,
    tokens,
    guestTokens,
    events,
    clock,
    jobs,
    mailer,
    realtime,
    modules,
    lifecycle,
  });
  registerHealth(app, { database, jobsRunning: jobs.isRunning, lifecycle });
  registerDrainRefusal(app);
  registerMetrics(app, { database, clock, sockets: () => realtime.io.engine.clientsCount }, config.ops);

  app.get(
    '/api/health',
    {
      config: { access: access.anonymous() },
      schema: {
        tags: ['platform'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await database.query('SELECT 1');
      return { status: 'ok' as const, database: database.kind, version: config.version };
    },
  );
  app.get('/api/docs', { config: { access: access.anonymous() }, schema: { hide: true } }, () =>
    app.swagger(),
  );
  // STRIDE_TEST_CLOCK=1 (browser journeys, this machine only): POST /api/test/clock moves time
  if (isTestClock(clock)) registerTestClockRoute(app, clock);

  for (const m of modules) for (const { prefix, plugin } of m.plugins) await app.register(plugin, { prefix });
  await registerWebApp(app, config.webDir);

  app.addHook('onReady', async () => {
    for (const m of modules) await m.start?.();
    await jobs.start();
  });
  app.addHook('preClose', async () => {
    await jobs.stop();
    for (const m of [...modules].reverse()) await m.stop?.();
    await mailer.stop();
    await realtime.close();
    await invalidation.close();
  });
  return app;
}
