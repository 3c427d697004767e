import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Health calls keep answering while the instance drains (readiness then says 503 itself). */
const STILL_ANSWERED = /^\/api\/health(\/|$|\?)/;

/**
 * New requests are refused (503, `Connection: close`) once the instance drains; the ones already in flight
 * (their headers arrived before) go on to their answer.
 */
export function registerDrainRefusal(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!app.stride.lifecycle.draining || STILL_ANSWERED.test(request.url)) return;
    return reply.status(503).header('connection', 'close').header('retry-after', '5').send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'This server is stopping; try again.',
    });
  });
}

/**
 * The graceful stop (issue 34, point 5): on SIGTERM (or SIGINT) the instance drains (readiness turns false and
 * new requests are refused), lets the job runs it holds finish while the requests in flight finish, then closes
 * the app (the existing close: modules, mail, sockets) and the database pool, all within `timeoutMs`. A job run
 * still going at the deadline keeps its lease and is run again elsewhere once the lease is over; the process then
 * exits with 1.
 */
export function installGracefulStop(
  app: FastifyInstance,
  database: Database,
  opts: { timeoutMs: number; exit?: (code: number) => void },
) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;
  const stop = (signal: string): Promise<void> => {
    stopping ??= (async () => {
      const started = Date.now();
      app.log.info({ signal, timeoutMs: opts.timeoutMs }, 'stopping: draining requests and job runs');
      app.stride.lifecycle.startDraining();
      const deadline = setTimeout(() => {
        app.log.error({ afterMs: Date.now() - started }, 'stop took too long: closing what is left');
        app.server.closeAllConnections();
        exit(1);
      }, opts.timeoutMs);
      deadline.unref();
      try {
        // the jobs first: no new claims, the runs this instance holds finish; requests in flight go on meanwhile
        await app.stride.jobs.stop(opts.timeoutMs);
        // then the app's own close: no new connections, the requests in flight answered, modules stopped
        await app.close();
        await database.close();
        clearTimeout(deadline);
        app.log.info({ tookMs: Date.now() - started }, 'stopped');
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'stop failed');
        exit(1);
      }
    })();
    return stopping;
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return { stop };
}
