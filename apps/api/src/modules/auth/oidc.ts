import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { OidcProviderConfig } from '../../env.js';
import { nowIso } from '../../lib/time.js';

/** An OIDC provider as the sign-in page shows it: never its secret. */
export interface OidcProviderSummary {
  id: string;
  label: string;
}

/** The part of the redirect URI after the app's address: `/api/auth/callback/<id>` (register it at the provider). */
export const oidcCallbackPath = (id: string) => `/api/auth/callback/${id}`;

/**
 * better-auth's generic OAuth settings for our providers. better-auth verifies the ID token's signature (the
 * discovered JWKS), audience (our client id), issuer (the discovered one), expiry and nonce, and sends PKCE and
 * state. Two gaps are closed here: the discovered issuer must be the configured one (OIDC Discovery §4.3; else a
 * document could speak for another issuer), and a sign-in without a verified ID token is refused (no fallback to
 * an unverified userinfo answer). The account key is the token's `sub` under this provider id, never the e-mail.
 */
export function oidcOAuthConfig(providers: readonly OidcProviderConfig[]) {
  return providers.map((provider) => ({
    providerId: provider.id,
    name: provider.label,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: ['openid', 'profile', 'email'],
    pkce: true,
    requireIdTokenVerification: true,
    accountSubject: ({ tokens }: { tokens: { idToken?: string | undefined } }) => {
      if (!tokens.idToken) throw new Error(`${provider.id}: the provider sent no ID token`);
      const claims = decodeJwt(tokens.idToken);
      if (claims.iss !== provider.issuer) throw new Error(`${provider.id}: the ID token's issuer is ${claims.iss}`);
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error(`${provider.id}: no subject`);
      return claims.sub;
    },
  }));
}

/** Thrown at start-up when a provider id is configured with an issuer other than the one its accounts came from. */
export class OidcIssuerChangedError extends Error {}

/**
 * Pins each provider id to the issuer it was first used with. Accounts are keyed by provider id and subject, and
 * a subject means something only at its issuer: pointing an id at another issuer would hand its users' accounts to
 * whoever holds the same subject there.
 */
export async function pinOidcIssuers(db: Kysely<Database>, providers: readonly OidcProviderConfig[]): Promise<void> {
  for (const provider of providers) {
    await db
      .insertInto('oidc_issuers')
      .values({ provider_id: provider.id, issuer: provider.issuer, created_at: nowIso() })
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
    const pinned = await db
      .selectFrom('oidc_issuers')
      .select('issuer')
      .where('provider_id', '=', provider.id)
      .executeTakeFirstOrThrow();
    if (pinned.issuer !== provider.issuer) {
      throw new OidcIssuerChangedError(
        `OIDC_PROVIDERS: provider "${provider.id}" was first used with the issuer ${pinned.issuer}, and accounts ` +
          `are linked to it; give the issuer ${provider.issuer} a new id.`,
      );
    }
  }
}
