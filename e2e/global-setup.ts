/**
 * Vitest globalSetup of the e2e project: checks the web app is built, starts one real server on a free port
 * with a fresh embedded database seeded with the demo data, and hands its address to the journeys.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertWebBuilt, BUILT_INDEX, type RunningServer, startServer } from '../test/support/server-process';
import { CHROMIUM_PATH } from './support/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;
let webCopy: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  assertWebBuilt();
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium ` +
        '(`.ci/run` does this).',
    );
  }
  // The server serves a copy of the built app, so a `vite build` started meanwhile cannot pull files away
  // from under a running journey.
  webCopy = mkdtempSync(join(tmpdir(), 'stride-e2e-web-'));
  cpSync(dirname(BUILT_INDEX), webCopy, { recursive: true });
  // The journeys always run on the embedded database, whatever the shell exports.
  try {
    server = await startServer({
      label: 'e2e-server',
      // STRIDE_TEST_CLOCK: journeys may move the server's time forward (POST /api/test/clock) and back
      env: { DATABASE_URL: undefined, REDIS_URL: undefined, WEB_DIR: webCopy, STRIDE_TEST_CLOCK: '1' },
    });
  } catch (error) {
    rmSync(webCopy, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  if (server) {
    if (process.env.E2E_KEEP_DATA) {
      console.log(`e2e server data kept in ${server.dataDir} (log ${server.logFile})`);
    }
    await server.stop({ keepData: Boolean(process.env.E2E_KEEP_DATA) });
  }
  if (webCopy) rmSync(webCopy, { recursive: true, force: true });
}
