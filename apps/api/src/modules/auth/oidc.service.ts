import {
  type MySignInMethods,
  OIDC_MESSAGES,
  type OidcErrorCode,
  type OidcRedirect,
  type SignInMethods,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { OidcProviderConfig } from '../../env.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './accounts.repository.js';
import { type Auth, PASSWORD_HASHER } from './auth.js';

const refusal = (status: number, code: OidcErrorCode, field?: string) =>
  new AppError(status, code, OIDC_MESSAGES[code], field);

/** How long starting a sign-in waits for the provider's discovery document before saying it cannot be reached. */
const PROBE_TIMEOUT_MS = 5000;

/** Where better-auth sends the browser after the provider's answer (paths of the web app). */
const WEB_PATHS = {
  signedIn: '/',
  signInFailed: '/login',
  newUser: '/register/oidc',
  linked: '/account?linked=1',
  linkFailed: '/account',
} as const;

/** What a route hands on to the browser: the answer and the cookies better-auth set (the OAuth state). */
export interface WithCookies<T> {
  body: T;
  cookies: string[];
}

/**
 * Signing in with OpenID Connect providers and managing them on an account (decision 049). better-auth runs the
 * protocol (state, PKCE, nonce, ID token checks); this decides who may start what, and with which password.
 */
export class OidcService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: Auth,
    private readonly providers: readonly OidcProviderConfig[],
    private readonly passwordSignIn: boolean,
  ) {}

  get passwordSignInOn(): boolean {
    return this.passwordSignIn;
  }

  methods(): SignInMethods {
    return {
      passwordSignIn: this.passwordSignIn,
      providers: this.providers.map(({ id, label }) => ({ id, label })),
    };
  }

  /** Starts a sign-in: checks the provider answers, then returns its authorization URL and the state cookie. */
  async startSignIn(providerId: string, headers: Headers): Promise<WithCookies<OidcRedirect>> {
    await this.reachable(this.provider(providerId));
    return this.redirect(() =>
      this.auth.api.signInSocial({
        body: {
          provider: providerId,
          callbackURL: WEB_PATHS.signedIn,
          errorCallbackURL: WEB_PATHS.signInFailed,
          newUserCallbackURL: WEB_PATHS.newUser,
          disableRedirect: true,
        },
        headers,
        returnHeaders: true,
      }),
    );
  }

  async mine(userId: string): Promise<MySignInMethods> {
    const linked = new Set(await repo.listProviderIds(this.db, userId));
    return {
      password: this.passwordSignIn && linked.has(repo.CREDENTIAL_PROVIDER),
      providers: this.providers.map(({ id, label }) => ({ id, label, linked: linked.has(id) })),
    };
  }

  /** Starts linking a provider to the signed-in account, once its password is confirmed. */
  async startLink(userId: string, providerId: string, password: string, headers: Headers) {
    const provider = this.provider(providerId);
    await this.confirmPassword(userId, password);
    if ((await repo.listProviderIds(this.db, userId)).includes(provider.id)) {
      throw refusal(409, 'oidcAlreadyLinked');
    }
    await this.reachable(provider);
    return this.redirect(() =>
      this.auth.api.linkSocialAccount({
        body: { provider: provider.id, callbackURL: WEB_PATHS.linked, errorCallbackURL: WEB_PATHS.linkFailed },
        headers,
        returnHeaders: true,
      }),
    );
  }

  /** Unlinks a provider, once the password is confirmed; never the last way the account can still sign in by. */
  async unlink(userId: string, providerId: string, password: string): Promise<void> {
    const provider = this.provider(providerId);
    await this.confirmPassword(userId, password);
    const linked = await repo.listProviderIds(this.db, userId);
    if (!linked.includes(provider.id)) throw refusal(404, 'oidcNotLinked');
    const usable = linked.filter((id) =>
      id === repo.CREDENTIAL_PROVIDER ? this.passwordSignIn : this.providers.some((p) => p.id === id),
    );
    if (usable.length <= 1) throw refusal(409, 'lastSignInMethod');
    await repo.deleteAccount(this.db, userId, provider.id);
  }

  private provider(providerId: string): OidcProviderConfig {
    const provider = this.providers.find((p) => p.id === providerId);
    if (!provider) throw refusal(404, 'oidcProviderUnknown');
    return provider;
  }

  /** An account with a password confirms with it; one made by a provider alone has none to give. */
  private async confirmPassword(userId: string, password: string): Promise<void> {
    const stored = await repo.findPasswordHash(this.db, userId);
    if (stored === null) return;
    if (!(await PASSWORD_HASHER.verify({ hash: stored, password }))) throw refusal(400, 'passwordWrong', 'password');
  }

  /** Asks for the provider's discovery document, so a provider that is down is said so before the browser leaves. */
  private async reachable(provider: OidcProviderConfig): Promise<void> {
    try {
      const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Refused, timed out or unresolvable: the same answer for the person.
    }
    throw refusal(503, 'oidcProviderUnavailable');
  }

  /** Runs better-auth's start of the flow and keeps its URL and state cookie; a provider it skipped is down. */
  private async redirect(
    start: () => Promise<{ headers: Headers; response: { url?: string | undefined } }>,
  ): Promise<WithCookies<OidcRedirect>> {
    let started: Awaited<ReturnType<typeof start>>;
    try {
      started = await start();
    } catch {
      // better-auth skips a provider whose discovery failed at start-up and retries it per request.
      throw refusal(503, 'oidcProviderUnavailable');
    }
    if (!started.response.url) throw refusal(503, 'oidcProviderUnavailable');
    return { body: { url: started.response.url }, cookies: started.headers.getSetCookie() };
  }
}
