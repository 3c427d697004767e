import { demo } from './support/demo';
import { describe, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { startTcpProxy } from './support/tcp-proxy';

describe('live connection', () => {
  test('the event connection says Reconnecting... when the network goes away, and Connected when it is back', async ({
    page,
    baseURL,
  }) => {
    const server = new URL(baseURL);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    try {
      // the socket is up once its WebSocket has carried a frame
      const socketUp = page.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived'));
      await page.goto(`${proxy.baseURL}/auth/login`);
      await signIn(page, demo.member);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await socketUp;

      proxy.cut();
      await expectVisible(page.getByText('Reconnecting...', { exact: true }), 20_000);
      proxy.restore();
      await expectVisible(page.getByText('Connected', { exact: true }), 20_000);
    } finally {
      await proxy.close();
    }
  });
});
