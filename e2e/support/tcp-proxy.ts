import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of the server, to take the network away from a browser and give it back
 * without restarting anything: `cut()` drops every open connection and refuses new ones; `restore()` relays again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    cut() {
      cut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
