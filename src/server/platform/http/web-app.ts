import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access } from '../auth/access';

/** Vite names every file under assets/ by its content hash, so a browser may keep it for a year. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: always revalidated, so a deploy shows at the next load. */
export const INDEX_CACHE = 'no-cache';
/** Other files of the web dir (favicon, manifest): kept for an hour. */
const OTHER_FILE_CACHE = 'public, max-age=3600';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached without revalidation, and
 * every other non-API path answered with index.html so the browser router can show the page (or its not-found
 * page). A missing file under /assets/ (a chunk of an older deploy) answers 404, so the app sees a failed import
 * it can offer to reload, not HTML under a script's name. Personal API answers are `private, no-store`
 * (set for every /api/ call in security-headers.ts, so a route may still choose its own).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDir }, 'the web app is not built (run `npm run build`); only the API is served');
    return;
  }
  // cacheControl: false: @fastify/static would otherwise replace our header with `public, max-age=0`
  await app.register(fastifyStatic, { root: webDir, serve: false, cacheControl: false });

  app.get('/*', { config: { access: access.anonymous() }, schema: { hide: true } }, (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0]);
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No route ${req.method} ${urlPath}.`,
        code: 'ROUTE_NOT_FOUND',
      });
    }
    const rel = path
      .normalize(urlPath)
      .replace(/^(\.\.[/\\])+/, '')
      .replace(/^[/\\]+/, '');
    const file = path.join(webDir, rel);
    const isAsset = rel.startsWith('assets/');
    if (
      rel &&
      file.startsWith(webDir) &&
      existsSync(file) &&
      !file.endsWith(path.sep) &&
      path.extname(file)
    ) {
      reply.header(
        'cache-control',
        isAsset ? HASHED_ASSET_CACHE : rel === 'index.html' ? INDEX_CACHE : OTHER_FILE_CACHE,
      );
      return reply.sendFile(rel);
    }
    if (isAsset) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`Not found: ${urlPath} (the app was updated; reload the page)`);
    }
    reply.header('cache-control', INDEX_CACHE);
    return reply.type('text/html').sendFile('index.html');
  });
}
