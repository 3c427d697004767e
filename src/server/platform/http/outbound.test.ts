import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, refusalIn, refusedRange } from './outbound';

describe('which addresses an outgoing call may reach', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.254', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:a00:1', 'private'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );
});

describe('checking a URL when it is saved', () => {
  const outbound = createOutbound({ allow: [] });
  afterAll(() => outbound.close());

  it.each([
    ['http://127.0.0.1:6379/', '127.0.0.1', 'loopback'],
    ['http://127.1/', '127.0.0.1', 'loopback'],
    ['http://2130706433/', '127.0.0.1', 'loopback'],
    ['http://0x7f000001/', '127.0.0.1', 'loopback'],
    ['http://0177.0.0.1/', '127.0.0.1', 'loopback'],
    ['http://[::1]:8080/', '::1', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', '127.0.0.1', 'loopback'],
    ['https://10.1.2.3/hook', '10.1.2.3', 'private'],
    ['https://172.20.0.5/hook', '172.20.0.5', 'private'],
    ['https://192.168.0.10/hook', '192.168.0.10', 'private'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'linkLocal'],
    ['http://[fd00::1]/', 'fd00::1', 'uniqueLocal'],
    ['http://localhost:6379/', '127.0.0.1', 'loopback'],
  ])('refuses %s', async (url, address, range) => {
    const refused = await outbound.check(url);
    expect(refused).toMatchObject({ address, range });
  });

  it('refuses the names of this machine even where no resolver answers for them', async () => {
    expect(await outbound.check('http://stride.localhost/')).toMatchObject({ range: 'name' });
    expect(await outbound.check('http://LOCALHOST./')).toMatchObject({ range: 'name' });
  });

  it('lets a public address through, and a name that does not resolve yet (the connection decides)', async () => {
    expect(await outbound.check('https://93.184.216.34/hooks/T0')).toBeNull();
    expect(await outbound.check('https://hooks.example.invalid/T0')).toBeNull();
  });

  it('lets an address the operator allowed through', async () => {
    const allowing = createOutbound({ allow: ['127.0.0.1', '10.0.0.0/8'] });
    expect(await allowing.check('http://127.0.0.1:9000/')).toBeNull();
    expect(await allowing.check('http://10.9.8.7/')).toBeNull();
    expect(await allowing.check('http://127.0.0.2/')).toMatchObject({ range: 'loopback' });
    await allowing.close();
  });
});

/** A real HTTP server on an address of this machine that counts what reaches it. */
async function counting(host: string, answer: (res: import('node:http').ServerResponse) => void) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    answer(res);
  });
  await new Promise<void>((ok) => server.listen(0, host, ok));
  return { server, hits, port: (server.address() as AddressInfo).port };
}

describe('refusing at connection time', () => {
  let inner: { server: Server; hits: string[]; port: number };
  let outer: { server: Server; hits: string[]; port: number };
  const redirectTo = { url: '' };

  beforeAll(async () => {
    // the internal service the call must never reach (127.0.0.2 is this machine too)
    inner = await counting('127.0.0.2', (res) => res.end('secret'));
    // the allowed peer, which answers with a redirect inward
    outer = await counting('127.0.0.1', (res) => {
      res.writeHead(307, { location: redirectTo.url });
      res.end();
    });
  });
  afterAll(async () => {
    await new Promise((ok) => inner.server.close(ok));
    await new Promise((ok) => outer.server.close(ok));
  });

  async function refusal(outbound: ReturnType<typeof createOutbound>, url: string) {
    try {
      await outbound.fetch(url, { method: 'POST', body: '{}' });
    } catch (err) {
      return refusalIn(err);
    }
    return null;
  }

  it('never connects to an internal address, by literal or by a name that resolves to one', async () => {
    const outbound = createOutbound({ allow: [] });
    expect(await refusal(outbound, `http://127.0.0.2:${inner.port}/`)).toMatchObject({ range: 'loopback' });
    expect(await refusal(outbound, `http://2130706434:${inner.port}/`)).toMatchObject({
      address: '127.0.0.2',
    });
    // a name is judged by what it resolves to when the socket connects (what a rebinding name answers then)
    expect(await refusal(outbound, `http://localhost:${outer.port}/`)).toMatchObject({
      address: '127.0.0.1',
      range: 'loopback',
    });
    expect(inner.hits).toEqual([]);
    expect(outer.hits).toEqual([]);
    await outbound.close();
  });

  it('follows no redirect to an internal address from an allowed peer', async () => {
    const outbound = createOutbound({ allow: ['127.0.0.1/32'] });
    for (const to of [
      `http://127.0.0.2:${inner.port}/`,
      `http://[::ffff:127.0.0.2]:${inner.port}/`,
      `http://0x7f000002:${inner.port}/`,
    ]) {
      redirectTo.url = to;
      expect(await refusal(outbound, `http://127.0.0.1:${outer.port}/hook`)).toMatchObject({
        address: '127.0.0.2',
        range: 'loopback',
      });
    }
    expect(outer.hits).toEqual(['POST /hook', 'POST /hook', 'POST /hook']);
    expect(inner.hits).toEqual([]);
    await outbound.close();
  });

  it('reaches an address the operator allowed, by literal and by name', async () => {
    const outbound = createOutbound({ allow: ['127.0.0.2'] });
    const res = await outbound.fetch(`http://127.0.0.2:${inner.port}/ok`);
    expect(await res.text()).toBe('secret');
    expect(inner.hits).toEqual(['GET /ok']);
    inner.hits.length = 0;
    await outbound.close();
  });
});
