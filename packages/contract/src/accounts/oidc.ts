import { z } from 'zod';
import { reportBrokenRule } from '../http/broken-rules.js';
import { PERSONAL_INFO_ERROR_FIELD, REGISTRATION_MESSAGES } from './rules.js';
import { preferencesSchema } from './schemas.js';
import { validatePerson } from './validators.js';

/** OpenID Connect sign-in (decision 049): the endpoints besides better-auth's callback. */
export const OIDC_ENDPOINTS = {
  /** GET the ways to sign in: password or not, and each provider's id and button label. */
  signInMethods: '/api/auth/methods',
  /** POST: start signing in with a provider; answers the provider's authorization URL. */
  oidcSignIn: '/api/auth/oidc/:provider',
  /** GET: where the provider sends the browser back (better-auth checks state, PKCE, the ID token and nonce). */
  oidcCallback: '/api/auth/callback/:provider',
  /** GET the pending OIDC registration (e-mail, name); POST: finish it with the person's details and preferences. */
  oidcRegistration: '/api/registration/oidc',
  /** GET my ways to sign in. */
  mySignInMethods: '/api/me/sign-in-methods',
  /** POST (with my password): start linking a provider; DELETE (with my password): unlink it. */
  mySignInMethod: '/api/me/sign-in-methods/:provider',
} as const;

/** Codes of the OIDC refusals, each with its English message (the web app has them in both languages). */
export const OIDC_MESSAGES = {
  oidcProviderUnknown: 'There is no such sign-in provider.',
  oidcProviderUnavailable: 'The sign-in provider cannot be reached right now. Please try again later.',
  passwordSignInOff: 'Signing in with a password is turned off here. Please use one of the sign-in providers.',
  registrationOff: 'Registration with a password is turned off here. Please use one of the sign-in providers.',
  passwordWrong: 'Your password is wrong.',
  lastSignInMethod: 'This is your last way to sign in, so it cannot be removed.',
  oidcAlreadyLinked: 'This provider is already linked to your account.',
  oidcNotLinked: 'This provider is not linked to your account.',
  noPendingRegistration: 'There is no registration to finish. Please sign in again with your provider.',
} as const;
export type OidcErrorCode = keyof typeof OIDC_MESSAGES;

export const oidcProviderSchema = z.object({ id: z.string(), label: z.string() });
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

export const signInMethodsResponseSchema = z.object({
  /** Whether e-mail and password sign-in and registration are open. */
  passwordSignIn: z.boolean(),
  providers: z.array(oidcProviderSchema),
});
export type SignInMethods = z.infer<typeof signInMethodsResponseSchema>;

/** Where the browser goes next: the provider's authorization page. */
export const oidcRedirectResponseSchema = z.object({ url: z.string() });
export type OidcRedirect = z.infer<typeof oidcRedirectResponseSchema>;

export const providerParamsSchema = z.object({ provider: z.string().max(40) });

export const pendingRegistrationResponseSchema = z.object({ email: z.string(), name: z.string() });
export type PendingRegistrationInfo = z.infer<typeof pendingRegistrationResponseSchema>;

const personFields = {
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  nickname: z.string().max(200),
  birthDate: z.string().max(20),
  gender: z.string().max(20),
  occupation: z.string().max(60),
  city: z.string().max(60),
};

/** Finishing an OIDC registration: step 1's rules without e-mail and password (the provider vouches for them). */
export const completeOidcRegistrationRequestSchema = z
  .object({ ...personFields, preferences: preferencesSchema })
  .superRefine(
    reportBrokenRule(validatePerson, (code) => ({
      message: REGISTRATION_MESSAGES[code],
      field: PERSONAL_INFO_ERROR_FIELD[code],
    })),
  )
  .transform((input) => ({
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    nickname: input.nickname.trim(),
  }));
export type CompleteOidcRegistrationRequest = z.input<typeof completeOidcRegistrationRequestSchema>;
export type CompleteOidcRegistration = z.output<typeof completeOidcRegistrationRequestSchema>;

export const mySignInMethodsResponseSchema = z.object({
  /** Whether the account has a password (and password sign-in is on). */
  password: z.boolean(),
  providers: z.array(oidcProviderSchema.extend({ linked: z.boolean() })),
});
export type MySignInMethods = z.infer<typeof mySignInMethodsResponseSchema>;

/** Linking or unlinking a provider is confirmed with the account's password. */
export const confirmWithPasswordRequestSchema = z.object({ password: z.string().max(1000) });
export type ConfirmWithPassword = z.infer<typeof confirmWithPasswordRequestSchema>;
