/**
 * Vitest globalSetup of the e2e project: checks the web app is built, starts one real server on a free port
 * with a fresh embedded database seeded with the demo data, and hands its address to the journeys.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { assertWebBuilt, type RunningServer, startServer } from '../test/support/server-process';
import { CHROMIUM_PATH } from './support/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  assertWebBuilt();
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium ` +
        '(`.ci/run` does this).',
    );
  }
  // The journeys always run on the embedded database, whatever the shell exports.
  server = await startServer({ label: 'e2e-server', env: { DATABASE_URL: undefined, REDIS_URL: undefined } });
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  if (!server) return;
  if (process.env.E2E_KEEP_DATA) {
    console.log(`e2e server data kept in ${server.dataDir} (log ${server.logFile})`);
  }
  await server.stop({ keepData: Boolean(process.env.E2E_KEEP_DATA) });
}
