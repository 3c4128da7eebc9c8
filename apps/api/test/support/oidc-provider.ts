import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider) in the test process, on a random port, with its
 * development login and consent pages. Anyone may sign in as any login; each login's e-mail is `<login>@idp.test`
 * unless `emails` says otherwise. `tamperIdToken` re-signs the next ID tokens the token endpoint hands out (with the
 * provider's own key), to see that a token for another audience or with another nonce is refused.
 */
export interface TestOidcProvider {
  issuer: string;
  emails: Map<string, string>;
  tamperIdToken: ((claims: JWTPayload) => JWTPayload) | null;
  stop(): Promise<void>;
}

export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<TestOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const emails = new Map<string, string>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // ID tokens carry the claims (better-auth reads the e-mail from the ID token).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: emails.get(sub) ?? `${sub}@idp.test`,
          email_verified: true,
          name: `${sub[0]?.toUpperCase()}${sub.slice(1)} Tester`,
        }),
      };
    },
  });
  const state: TestOidcProvider = {
    issuer,
    emails,
    tamperIdToken: null,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && state.tamperIdToken && body?.id_token) {
      const claims = state.tamperIdToken(decodeJwt(body.id_token));
      body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
    }
  });
  server.on('request', provider.callback());
  return state;
}

/** A browser's cookies for one site: enough to walk the provider's pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as `login` from its authorization URL, through its login and consent pages, and returns
 * where it sends the browser back (our callback URL with the code and state), or its error redirect.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: Record<string, string> | null = null;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next.href;
      url = next.href;
      continue;
    }
    const page = await response.text();
    if (page.includes('name="prompt" value="login"')) form = { prompt: 'login', login, password: 'any' };
    else if (page.includes('name="prompt" value="consent"')) form = { prompt: 'consent' };
    else throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
  }
  throw new Error('the provider never sent the browser back');
}
