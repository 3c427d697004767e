/**
 * Builds the server for `npm start`: one ESM bundle of our own code (src/server, src/shared, content, the JSON
 * under locales/) in dist/server, with every npm package left as an import resolved from node_modules at run
 * time, Node 20 syntax and a source map (`node --enable-source-maps dist/server/main.js` shows TypeScript lines).
 * Files the server reads at run time (drizzle's migrations, the built web app) are found from the repository
 * root, not from the bundle's place (src/server/platform/root-dir.ts).
 *
 *   node --import tsx scripts/build-server.ts
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_OUT, 'main.js');

export async function buildServer({ quiet = false } = {}): Promise<void> {
  const started = performance.now();
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/server/main.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: quiet ? 'error' : 'warning',
    metafile: true,
  });
  if (!quiet) {
    const bytes = Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .reduce((sum, [, out]) => sum + out.bytes, 0);
    process.stdout.write(
      `server built in ${Math.round(performance.now() - started)} ms: ${path.relative(ROOT, SERVER_OUT)} ` +
        `(${(bytes / 1000).toFixed(0)} KB of JavaScript)\n`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer().catch((error) => {
    process.stderr.write(`the server build failed: ${error?.stack ?? error}\n`);
    process.exit(1);
  });
}
