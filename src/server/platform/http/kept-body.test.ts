import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_PLUGIN_OPTIONS } from './compression';
import { KeptBody, sendKept } from './kept-body';

describe('a kept body', () => {
  const big = KeptBody.of(
    JSON.stringify({ data: Array.from({ length: 300 }, (_, i) => ({ id: i, title: `Card ${i} ✓` })) }),
  );
  const small = KeptBody.of('{"data":null}');
  const app = Fastify();
  beforeAll(async () => {
    // as the app registers it: the plugin must leave an already compressed body alone
    await app.register(fastifyCompress, COMPRESS_PLUGIN_OPTIONS);
    app.get('/big', (_request, reply) => sendKept(reply, big));
    app.get('/small', (_request, reply) => sendKept(reply, small));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('is sent in the best encoding the caller accepts, compressed once and decoded to the same JSON', async () => {
    const text = big.bytes.toString();
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(br.rawPayload.length).toBeLessThan(big.bytes.length / 3);
    // the kept form is what went out (not the plugin's work on every response), and it is made once
    expect(big.encodedAs('br')).toBe(big.encodedAs('br'));
    expect(br.rawPayload.equals(await big.encodedAs('br'))).toBe(true);
    const again = await get('/big', 'br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(text);
  });

  it('is sent as it is without an accepted encoding, refused codings or below the threshold', async () => {
    for (const [url, accept] of [
      ['/big', undefined],
      ['/big', 'identity'],
      ['/big', 'br;q=0, gzip;q=0'],
      ['/big', 'zstd'],
      ['/small', 'br'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
      expect(res.body).toBe((url === '/big' ? big : small).bytes.toString());
    }
  });
});
