import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access } from '../auth/access';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * non-API path answered with index.html so the browser router can show the page (or its not-found page).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDir }, 'the web app is not built (run `npm run build`); only the API is served');
    return;
  }
  await app.register(fastifyStatic, { root: webDir, serve: false });

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
    if (
      rel &&
      file.startsWith(webDir) &&
      existsSync(file) &&
      !file.endsWith(path.sep) &&
      path.extname(file)
    ) {
      const immutable = rel.startsWith('assets/');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      return reply.sendFile(rel);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
