import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newRequestId, trustsPeer } from './request-id';

const lines: Record<string, unknown>[] = [];
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  direct = await createTestApp({ seed: false, config: { logLevel: 'info', logStream } });
  proxied = await createTestApp({ seed: false, config: { trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

describe('one request id per request (issue 34, point 4)', () => {
  it('is generated, returned in X-Request-Id, different for each request', async () => {
    const a = await direct.app.inject({ url: '/api/health/live' });
    const b = await direct.app.inject({ url: '/api/health/live' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9A-Z]{10}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect(newRequestId()).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('an error answer carries it in its body, and the request’s log lines carry the same id', async () => {
    lines.length = 0;
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const id = res.headers['x-request-id'];
    expect(res.json().requestId).toBe(id);
    const own = lines.filter((l) => l.reqId === id);
    // the incoming request and the answer, both under the one id
    expect(own.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(own.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 400 } });
  });

  it('a client’s own X-Request-Id is not believed; a trusted proxy’s is kept, a malformed one replaced', async () => {
    const spoofed = await direct.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'ABC123' },
    });
    expect(spoofed.headers['x-request-id']).not.toBe('ABC123');
    const fromProxy = await proxied.app.inject({
      url: '/api/nowhere',
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(fromProxy.statusCode).toBe(404);
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a9c');
    expect(fromProxy.json().requestId).toBe('lb-7f3a9c');
    const malformed = await proxied.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'has spaces\tand tabs' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9A-Z]{10}$/);
  });

  it('trusts only the proxies the setting names', () => {
    expect(trustsPeer(false, '10.0.0.1')).toBe(false);
    expect(trustsPeer(1, '203.0.113.9')).toBe(true);
    expect(trustsPeer(['10.0.0.0/8'], '10.1.2.3')).toBe(true);
    expect(trustsPeer(['10.0.0.0/8'], '::ffff:10.1.2.3')).toBe(true);
    expect(trustsPeer(['10.0.0.0/8', '192.0.2.1'], '192.0.2.2')).toBe(false);
    expect(trustsPeer(['192.0.2.1'], '192.0.2.1')).toBe(true);
  });
});
