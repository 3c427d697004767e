import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerAccessControl } from './auth/access';
import { contentSecurityPolicy } from './http/security-headers';
import { loggerOptions, scrubUrl } from './logging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access declarations', () => {
  it('refuses to start when a route does not declare who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app, {
      tokens: t.app.stride.tokens,
      resolveSession: async () => null,
      guestTokens: t.app.stride.guestTokens,
    });
    expect(() => app.get('/api/undeclared', () => 'x')).toThrow(/does not declare who may call it/);
    await app.close();
  });

  it('serves the health check and the OpenAPI document with every route of this issue', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    for (const p of [
      '/api/auth/api/v1/provider',
      '/api/auth/api/v1/auth-callback',
      '/api/auth/api/v1/logout',
      '/api/auth/api/v1/refresh',
      '/api/auth/api/v1/switch-org',
      '/api/auth/api/v1/login',
      '/api/user/users/resources/roles',
      '/api/user/users/getUserState',
      '/api/user/consent',
      '/api/user/users/v2/profile',
      '/api/user/users/user-exist',
      '/api/user/consumerization/register-freemium',
      '/api/user/guest/set-password',
      '/api/user/tag/user/{userId}',
      '/api/license/api/v1/license/subscription/plan',
      '/api/health',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
  });
});

describe('errors and headers', () => {
  it('answers unknown API routes with the one error shape', async () => {
    const res = await t.app.inject({ url: '/api/user/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route GET /api/user/nothing-here.',
      code: 'ROUTE_NOT_FOUND',
      // the request's id, as in its X-Request-Id header and log lines (issue 34, point 4)
      requestId: res.headers['x-request-id'],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const csp = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets the page connect only to this server: 'self' and the WebSocket origin of PUBLIC_URL", async () => {
    const csp = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src '));
    expect(connect?.trim()).toBe("connect-src 'self' ws://stride.test");
    expect(contentSecurityPolicy('https://stride.example.com')).toContain(
      "connect-src 'self' wss://stride.example.com;",
    );
  });

  it('never lets a browser or proxy keep a sign-in or refresh answer (they carry tokens)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: 'member@demo.test', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toContain('no-store');
    const refresh = await t.app.inject({
      url: '/api/auth/api/v1/refresh',
      // refresh takes the refresh credential, never an access token (decision 0029)
      headers: t.bearer(login.json().refresh_token),
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toContain('no-store');
  });
});

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const options = loggerOptions('info') as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream } as never });
    app.post('/login', async (req) => {
      req.log.info({ body: req.body }, 'login body');
      return 'ok';
    });
    app.get('/wipeout/:token', async () => 'page');
    await app.inject({ url: '/wipeout/g_wipeout-secret-token-of-a-person' });
    await app.inject({
      method: 'POST',
      url: '/login?token=g_secret-token',
      payload: { password: 'hunter2-secret' },
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    await app.close();
    const all = lines.join('\n');
    expect(all).toContain('login body');
    expect(all).not.toContain('hunter2-secret');
    expect(all).not.toContain('g_secret-token');
    expect(all).toContain('/wipeout/[redacted]');
    expect(all).not.toContain('wipeout-secret');
    expect(all).not.toContain('abc.def.ghi');
  });

  it('scrubs secret query parameters from logged addresses', () => {
    expect(scrubUrl('/guest?token=abc&x=1&code=zz')).toBe('/guest?token=[redacted]&x=1&code=[redacted]');
  });

  it('scrubs tokens in page paths (the wipe-out link) and token-like path segments', () => {
    const guest = `g_${'A1b2-C3d4_'.repeat(4)}xyz`;
    expect(scrubUrl(`/wipeout/${guest}`)).toBe('/wipeout/[redacted]');
    expect(scrubUrl('/wipeout/short?lng=de')).toBe('/wipeout/[redacted]?lng=de');
    expect(scrubUrl(`/other/${guest}/x`)).toBe('/other/[redacted]/x');
    expect(scrubUrl('/api/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ')).toBe(
      '/api/x/[redacted]',
    );
    // ordinary paths stay readable
    expect(scrubUrl('/assets/index-Bx8f3kD2.js')).toBe('/assets/index-Bx8f3kD2.js');
    expect(scrubUrl('/assets/GrowthLeaderAssessmentPage-Bx8f3kD2.js')).toBe(
      '/assets/GrowthLeaderAssessmentPage-Bx8f3kD2.js',
    );
    expect(scrubUrl('/api/team/teams/v2/42/manage-team')).toBe('/api/team/teams/v2/42/manage-team');
    expect(scrubUrl('/dashboard/main-dashboard')).toBe('/dashboard/main-dashboard');
  });
});
