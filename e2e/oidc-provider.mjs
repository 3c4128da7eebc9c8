// A real OpenID Connect provider (panva's oidc-provider, a dev dependency of apps/api) for the e2e run, with its
// development login and consent pages: any login signs in, and each login's e-mail is `<login>@idp.test`.
// playwright.config.ts starts it before the app and hands the app its address in OIDC_PROVIDERS.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!port || !redirectUri) throw new Error('set OIDC_PORT and OIDC_REDIRECT_URI');

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const issuer = `http://127.0.0.1:${port}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'watchify-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'watchify-e2e-secret',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' }] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The ID token carries the e-mail and name (better-auth reads them from it).
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  cookies: { keys: ['watchify-e2e-cookie-key'] },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@idp.test`, email_verified: true, name: 'Deniz Kaya' }),
    };
  },
});
// The dev pages' defaults are meant to be replaced in production; here they are the point.
provider.on('server_error', (_ctx, error) => console.error(error));

const server = http.createServer(provider.callback());
server.listen(port, '127.0.0.1', () => console.log(`OIDC provider at ${issuer}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
