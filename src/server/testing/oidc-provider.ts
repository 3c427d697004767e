import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigner } from 'fast-jwt';

/**
 * A small but real OpenID Connect provider on 127.0.0.1 for tests: discovery, authorization code with PKCE,
 * token endpoint with client_secret_basic or _post, RS256 ID tokens and a JWKS. `authorize` stands in for the person
 * signing in at the provider: it answers the code the provider would redirect back with.
 */
export async function startOidcProvider(opts: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(4).toString('hex');
  const codes = new Map<string, { challenge: string; nonce: string; email: string; redirectUri: string }>();
  let issuer = '';
  /** who signs in when a browser reaches /authorize (the provider's own sign-in page, decided by the test) */
  let browserUser: string | null = null;
  const sign = () =>
    createSigner({
      key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      algorithm: 'RS256',
      kid,
      expiresIn: 300_000,
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/authorize' && browserUser) {
      const { code, state } = authorize(url.href, browserUser);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const basic = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const [id, secret] = req.headers.authorization
        ? basic.split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== opts.clientId || secret !== opts.clientSecret) return json(401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return json(400, { error: 'invalid_grant' });
      }
      const idToken = sign()({
        iss: issuer,
        aud: opts.clientId,
        sub: `sub-${grant.email}`,
        email: grant.email,
        nonce: grant.nonce,
      });
      return json(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The person signs in at the provider as `email`: answers the code and state the browser returns with. */
  function authorize(authorizationUrl: string, email: string) {
    const u = new URL(authorizationUrl);
    if (u.searchParams.get('client_id') !== opts.clientId) throw new Error('unknown client');
    const code = randomBytes(12).toString('hex');
    codes.set(code, {
      challenge: u.searchParams.get('code_challenge') ?? '',
      nonce: u.searchParams.get('nonce') ?? '',
      email,
      redirectUri: u.searchParams.get('redirect_uri') ?? '',
    });
    return { code, state: u.searchParams.get('state') ?? '' };
  }

  return {
    issuer,
    authorize,
    /** A browser that reaches /authorize is signed in as this person and sent straight back. */
    signInBrowsersAs(email: string | null) {
      browserUser = email;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
