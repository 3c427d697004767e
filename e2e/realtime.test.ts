import { rmSync } from 'node:fs';
import { startServer } from '../test/support/server-process';
import { demo } from './support/demo';
import { describe, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

describe('live connection', () => {
  test('the event connection says Reconnecting... when the server goes away, and Connected when it is back', async ({
    newContext,
  }) => {
    // A server of its own, so that stopping it disturbs no other journey.
    const first = await startServer({ label: 'e2e-realtime' });
    let second: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      const context = await newContext({ baseURL: first.baseURL });
      const page = await context.newPage();
      await page.goto('/auth/login');
      await signIn(page, demo.member);
      await expectVisible(page.getByRole('heading', { level: 1 }));

      await first.stop({ keepData: true });
      await expectVisible(page.getByText('Reconnecting...', { exact: true }), 20_000);

      second = await startServer({ label: 'e2e-realtime-again', dataDir: first.dataDir, port: first.port });
      await expectVisible(page.getByText('Connected', { exact: true }), 30_000);
    } finally {
      await first.stop();
      await second?.stop();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
