import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser-like cookie jar on document.cookie (only the readable hint: the credentials are HttpOnly). */
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
/** The readable hint cookie the server sets: a session tag and the access token's expiry (no credential). */
const hint = (tag = 'aaaaaaaaaaaa', exp = NOW_S + 900) => `${tag}.${exp}`;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
const unauthorized = (code: string) =>
  json(401, { statusCode: 401, error: 'Unauthorized', message: code, code });

type FetchCall = { url: string; auth: string | null };

async function load(initialHint: string | null) {
  vi.resetModules();
  const browser = installBrowser();
  if (initialHint) browser.jar.set('stride_session_hint', initialHint);
  const client = await import('./client');
  const session = await import('../session/session-store');
  const errors = await import('./errors');
  const onLogin = vi.fn();
  client.setUnauthenticatedHandler(onLogin);
  return { ...browser, client, session, errors, onLogin };
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
  it('sends no token from script: the HttpOnly cookie carries the session', async () => {
    const { client } = await load(hint());
    const calls = mockFetch(() => json(200, { ok: true }));
    await expect(client.apiFetch('/api/user/x')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/api/user/x', auth: null }]);
  });

  it('refreshes an expiring session once while other calls wait, then replays them all', async () => {
    const { client, jar } = await load(hint('aaaaaaaaaaaa', NOW_S + 10));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const calls = mockFetch(async (call) => {
      if (call.url.endsWith('/refresh')) {
        await gate;
        jar.set('stride_session_hint', hint('aaaaaaaaaaaa', NOW_S + 900)); // the answer's Set-Cookie
        return json(200, { expires_in: 900 });
      }
      return json(200, { url: call.url });
    });
    const pending = [client.apiFetch('/a'), client.apiFetch('/b'), client.apiFetch('/c')];
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/api/v1/refresh']);
    release();
    await Promise.all(pending);
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(calls.map((c) => c.url).sort()).toEqual(['/a', '/api/auth/api/v1/refresh', '/b', '/c']);
  });

  it('answers a 401 of an expired token with one refresh and a replay', async () => {
    const { client } = await load(hint());
    let refreshed = false;
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/refresh')) {
        refreshed = true;
        return json(200, { expires_in: 900 });
      }
      return refreshed ? json(200, { done: true }) : unauthorized('TOKEN_INVALID');
    });
    await expect(client.apiFetch('/x')).resolves.toEqual({ done: true });
    expect(calls.map((c) => c.url)).toEqual(['/x', '/api/auth/api/v1/refresh', '/x']);
  });

  it.each(['SESSION_ENDED', 'ACCOUNT_DISABLED'])(
    'goes to the login page with the reason on a 401 %s, without refreshing',
    async (code) => {
      const { client, errors, onLogin } = await load(hint());
      const calls = mockFetch(() => unauthorized(code));
      await expect(client.apiFetch('/x')).rejects.toBeInstanceOf(errors.SessionError);
      expect(onLogin).toHaveBeenCalledWith(code);
      expect(calls.map((c) => c.url)).toEqual(['/x']);
      // later calls do not reach the server any more, and the login page is asked for once
      await expect(client.apiFetch('/y')).rejects.toBeInstanceOf(errors.SessionError);
      expect(calls).toHaveLength(1);
      expect(onLogin).toHaveBeenCalledOnce();
    },
  );

  it('goes to the login page with the reason the refresh was refused for', async () => {
    const { client, onLogin } = await load(hint('aaaaaaaaaaaa', NOW_S - 5));
    mockFetch(() => unauthorized('SESSION_REUSED'));
    await expect(client.apiFetch('/x')).rejects.toMatchObject({ reason: 'ended' });
    expect(onLogin).toHaveBeenCalledWith('SESSION_REUSED');
  });

  it('opens the session dialog when another tab changed the session (organisation, impersonation)', async () => {
    const { client, session, jar } = await load(hint('aaaaaaaaaaaa'));
    jar.set('stride_session_hint', hint('bbbbbbbbbbbb'));
    const calls = mockFetch(() => json(200, {}));
    await expect(client.apiFetch('/x')).rejects.toMatchObject({ reason: 'org-changed' });
    expect(session.isSessionDialogOpen()).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends a person who never signed in to the login page, and one signed out elsewhere with the reason', async () => {
    const fresh = await load(null);
    mockFetch(() => json(200, {}));
    await expect(fresh.client.apiFetch('/x')).rejects.toMatchObject({ reason: 'no-token' });
    expect(fresh.onLogin).toHaveBeenCalledWith(null);

    const { client, jar, onLogin } = await load(hint());
    jar.delete('stride_session_hint'); // another tab signed out: the server deleted the cookies
    await expect(client.apiFetch('/x')).rejects.toMatchObject({ reason: 'ended' });
    expect(onLogin).toHaveBeenCalledWith('SESSION_ENDED');
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
    const { client, errors } = await load(hint());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(client.apiFetch('/x')).rejects.toBeInstanceOf(errors.NetworkError);
  });
});
