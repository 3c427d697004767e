import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Slow clients cannot hold the server (issue 19): short limits here, 30 s / 10 s / 60 s by default. */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: {
      httpLimits: {
        requestTimeoutMs: 1000,
        headersTimeoutMs: 1000,
        connectionTimeoutMs: 5000,
        maxConnections: 3,
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection and sends `head`, then one byte of `drip` every `everyMs`; answers when and how it ended. */
function trickle(head: string, everyMs: number, maxMs: number) {
  return new Promise<{ closedAfterMs: number; response: string }>((resolve) => {
    const started = Date.now();
    let response = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, everyMs);
    const done = () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, response });
    };
    socket.on('data', (d) => {
      response += d.toString();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), maxMs);
  });
}

describe('slow clients', () => {
  it('cuts a body trickled slower than the request timeout (408), well before the client would finish', async () => {
    const head =
      'POST /api/auth/api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const res = await trickle(head, 200, 8000); // 100 bytes at 5 per second would take 20 s
    expect(res.closedAfterMs).toBeLessThan(4000);
    expect(res.response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts headers trickled slower than the header timeout', async () => {
    const res = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 200, 8000);
    expect(res.closedAfterMs).toBeLessThan(4000);
  });

  it('a normal request still gets through', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
