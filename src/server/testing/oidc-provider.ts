import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A certified OpenID provider for tests: panva's `oidc-provider`, unmodified, in its default configuration. We add
 * only what it cannot guess: one confidential client (registered with the spec's defaults: client_secret_basic,
 * authorization code) and the accounts, whose `email` claim is the login typed at the provider's (development)
 * sign-in screen. Defaults that matter to us: the ID token of the code flow carries no scope claims (they come
 * from userinfo), the authorization response carries `iss` (RFC 9207), a code is used once, consent is asked.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri?: string;
}) {
  const unverified = new Set<string>();
  let provider: Provider | null = null;
  /** the paths asked of the provider, in order (`/me` is its userinfo endpoint) */
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push((req.url ?? '/').split('?')[0]);
    if (!provider) {
      res.writeHead(503).end('the client is not registered yet');
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function register(redirectUri: string) {
    const configuration: Configuration = {
      clients: [{ client_id: opts.clientId, client_secret: opts.clientSecret, redirect_uris: [redirectUri] }],
      // the `email` scope and its claims (the default knows only `openid`)
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, email: sub, email_verified: !unverified.has(sub.toLowerCase()) }),
      }),
    };
    provider = new Provider(issuer, configuration);
  }
  if (opts.redirectUri) register(opts.redirectUri);

  return {
    issuer,
    paths,
    /** Registers the client's redirect URI (when the client's address is known only after the provider). */
    register,
    /** The provider vouches for this address but says it is not verified (`email_verified: false`). */
    markUnverified(email: string) {
      unverified.add(email.toLowerCase());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * A person at the provider, without a browser: follows the provider's redirects with its cookies, fills in its
 * sign-in screen as `login` and confirms its consent screen. Answers the address the provider sends the browser
 * back to (the client's callback with code, state and iss) and the screens that were shown.
 */
export async function signInAtProvider(authorizationUrl: string, login: string) {
  const provider = new URL(authorizationUrl).origin;
  const jar = new Map<string, string>();
  const screens: string[] = [];
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value = ''] = pair.split('=');
      if (value) jar.set(name.trim(), value);
      else jar.delete(name.trim());
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== provider) return { callback: next, screens };
      url = next.href;
      form = undefined;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt || !action) {
      throw new Error(`the provider answered ${res.status}: ${html.slice(0, 300)}`);
    }
    screens.push(prompt);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
  }
  throw new Error('the provider never sent the browser back');
}
