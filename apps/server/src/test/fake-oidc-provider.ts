import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export type FakeOidcUser = { sub: string; email: string; name: string; emailVerified?: boolean };

/**
 * A minimal OpenID Connect provider for tests: discovery, an authorize endpoint that consents at
 * once for the user chosen with `signInAs`, a token endpoint issuing signed ID tokens, userinfo
 * and JWKS. It lets the whole OAuth sign-in and linking flow run offline.
 */
export async function startFakeOidcProvider(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let current: FakeOidcUser | null = null;
  const codes = new Map<string, { user: FakeOidcUser; nonce: string | null }>();
  let issuer = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
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
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (!current) {
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = `code-${codes.size + 1}-${Date.now()}`;
          codes.set(code, { user: current, nonce: url.searchParams.get('nonce') });
          redirect.searchParams.set('code', code);
        }
        redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: redirect.toString() });
        return res.end();
      }
      if (url.pathname === '/token') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const code = new URLSearchParams(body).get('code') ?? '';
        const grant = codes.get(code);
        if (!grant) return json(400, { error: 'invalid_grant' });
        codes.delete(code);
        const idToken = await new SignJWT({
          email: grant.user.email,
          email_verified: grant.user.emailVerified ?? true,
          name: grant.user.name,
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject(grant.user.sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return json(200, {
          access_token: `at-${grant.user.sub}`,
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
          scope: 'openid email profile',
        });
      }
      if (url.pathname === '/userinfo') {
        const sub = (req.headers.authorization ?? '').replace(/^Bearer at-/, '');
        const user = [...codes.values()].map((c) => c.user).find((u) => u.sub === sub) ?? (current?.sub === sub ? current : null);
        if (!user) return json(401, { error: 'invalid_token' });
        return json(200, { sub: user.sub, email: user.email, email_verified: user.emailVerified ?? true, name: user.name });
      }
      json(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    /** Who the provider says is signing in next (null: the person refuses consent). */
    signInAs(user: FakeOidcUser | null) {
      current = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
