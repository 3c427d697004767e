import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser-like cookie jar on document.cookie, enough for the token store. */
function installBrowser() {
  const jar = new Map<string, string>();
  const location = {
    protocol: 'http:',
    pathname: '/plan',
    search: '?year=2024',
    assign: vi.fn(),
    reload: vi.fn(),
  };
  vi.stubGlobal('window', { location });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair, ...attrs] = value.split(';');
      const [name, ...rest] = pair.split('=');
      if (attrs.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name.trim());
      else jar.set(name.trim(), rest.join('='));
    },
  });
  return { jar, location };
}

const NOW_S = Math.floor(Date.now() / 1000);
function token(claims: { org_id?: number; exp?: number; n?: number }) {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = { sub: '1', org_id: 1, exp: NOW_S + 900, ...claims };
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.sig${claims.n ?? 0}`;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

type FetchCall = { url: string; auth: string | null };

async function load(initialToken: string | null) {
  vi.resetModules();
  const browser = installBrowser();
  if (initialToken) browser.jar.set('stride_token', initialToken);
  const client = await import('./client');
  const session = await import('../session/session-store');
  const errors = await import('./errors');
  return { ...browser, client, session, errors };
}

function mockFetch(handler: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call = { url, auth: headers.Authorization ?? null };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the token from the cookie as a bearer token', async () => {
    const t = token({});
    const { client } = await load(t);
    const calls = mockFetch(() => json(200, { ok: true }));
    await expect(client.apiFetch('/api/user/x')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/api/user/x', auth: `Bearer ${t}` }]);
  });

  it('refreshes an expiring token once while other calls wait, then replays them all with the new one', async () => {
    const old = token({ exp: NOW_S + 10 });
    const fresh = token({ n: 2 });
    const { client, jar } = await load(old);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const calls = mockFetch(async (call) => {
      if (call.url.endsWith('/refresh')) {
        await gate;
        return json(200, { access_token: fresh });
      }
      return json(200, { url: call.url });
    });
    const pending = [client.apiFetch('/a'), client.apiFetch('/b'), client.apiFetch('/c')];
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/api/v1/refresh']);
    release();
    await Promise.all(pending);
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(calls[0].auth).toBe(`Bearer ${old}`);
    expect(calls.slice(1).every((c) => c.auth === `Bearer ${fresh}`)).toBe(true);
    expect(jar.get('stride_token')).toBe(encodeURIComponent(fresh));
  });

  it('answers a 401 with one refresh and a replay', async () => {
    const old = token({});
    const fresh = token({ n: 3 });
    const { client } = await load(old);
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/refresh')) return json(200, { access_token: fresh });
      return call.auth === `Bearer ${fresh}`
        ? json(200, { done: true })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });
    });
    await expect(client.apiFetch('/x')).resolves.toEqual({ done: true });
    expect(calls.map((c) => c.url)).toEqual(['/x', '/api/auth/api/v1/refresh', '/x']);
  });

  it('opens the session dialog and forgets the dead token when the refresh is refused', async () => {
    const { client, session, errors, jar } = await load(token({ exp: NOW_S - 5 }));
    mockFetch(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'session ended' }));
    await expect(client.apiFetch('/x')).rejects.toBeInstanceOf(errors.SessionError);
    expect(session.isSessionDialogOpen()).toBe(true);
    expect(jar.has('stride_token')).toBe(false);
    // Later calls do not reach the server any more.
    const calls = mockFetch(() => json(200, {}));
    await expect(client.apiFetch('/y')).rejects.toBeInstanceOf(errors.SessionError);
    expect(calls).toHaveLength(0);
  });

  it('opens the session dialog when another tab switched organisation', async () => {
    const { client, session, jar } = await load(token({ org_id: 1 }));
    jar.set('stride_token', token({ org_id: 2 }));
    const calls = mockFetch(() => json(200, {}));
    await expect(client.apiFetch('/x')).rejects.toMatchObject({ reason: 'org-changed' });
    expect(session.isSessionDialogOpen()).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends a person without a token to the login page', async () => {
    const { client } = await load(null);
    const onMissing = vi.fn();
    client.setUnauthenticatedHandler(onMissing);
    mockFetch(() => json(200, {}));
    await expect(client.apiFetch('/x')).rejects.toMatchObject({ reason: 'no-token' });
    expect(onMissing).toHaveBeenCalledOnce();
  });

  it('turns the server error shape into an ApiError, with Retry-After', async () => {
    const { client, errors } = await load(null);
    mockFetch(() =>
      json(
        429,
        { statusCode: 429, error: 'Too Many Requests', message: 'slow down', code: 'RATE' },
        { 'Retry-After': '120' },
      ),
    );
    const err = await client.apiFetch('/login', { method: 'POST', body: {}, auth: false }).catch((e) => e);
    expect(err).toBeInstanceOf(errors.ApiError);
    expect(err).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'slow down',
      code: 'RATE',
      retryAfter: 120,
    });
  });

  it('uses a given guest token without refreshing it', async () => {
    const { client } = await load(null);
    const calls = mockFetch(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'link expired' }),
    );
    await expect(client.apiFetch('/guest', { bearer: 'guest-token' })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(calls).toEqual([{ url: '/guest', auth: 'Bearer guest-token' }]);
  });

  it('reports an unreachable server as a NetworkError', async () => {
    const { client, errors } = await load(token({}));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(client.apiFetch('/x')).rejects.toBeInstanceOf(errors.NetworkError);
  });
});
