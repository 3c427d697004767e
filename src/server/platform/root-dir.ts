import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (the folder holding package.json), found upwards from this file: the same answer when the
 * server runs from its sources (src/server/platform) and when it runs compiled (dist/server), so files read at
 * run time (drizzle's migrations) are found in both.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));
