import { OIDC_MESSAGES, type OidcErrorCode } from '@watchify/contract';

/** Sign-in page. */
export const auth = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue to Watchify.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing In...',
    noAccount: 'New to Watchify?',
    createAccount: 'Create an account',
    providersLabel: 'Sign in with a provider',
    signInWith: 'Sign in with {{label}}',
    orPassword: 'or with your e-mail',
  },
  errors: {
    fillAllFields: 'Please fill in all fields!',
    invalidCredentials: 'Invalid email or password!',
  },
  /** Signing in with an OpenID Connect provider, and managing providers in Account Settings. */
  oidcErrors: {
    ...(OIDC_MESSAGES as Record<OidcErrorCode, string>),
    account_not_linked:
      'An account with that e-mail address already exists. Sign in with your password, then link the provider from Account Settings.',
    account_already_linked_to_different_user: 'That provider account is already linked to another Watchify account.',
    access_denied: 'Signing in at the provider was cancelled or refused.',
    restart: 'The sign-in took too long or was started in another tab. Please try again.',
    providerFailed: 'Signing in with the provider did not work. Please try again.',
    tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  },
  methods: {
    heading: 'Sign-in methods',
    intro: 'The ways you can sign in to Watchify.',
    password: 'E-mail and password',
    passwordSet: 'In use',
    passwordNone: 'Not set',
    linked: 'Linked',
    notLinked: 'Not linked',
    link: 'Link',
    unlink: 'Unlink',
    linkLabel: 'Link {{label}}',
    unlinkLabel: 'Unlink {{label}}',
    loading: 'Loading your sign-in methods...',
    loadError: 'Your sign-in methods could not be loaded.',
    linkedToast: 'The provider is linked. You can now sign in with it.',
    unlinkedToast: '{{label}} is unlinked.',
    linkTitle: 'Link {{label}}',
    linkBody: 'Enter your password to confirm; then you sign in at {{label}} to link it.',
    unlinkTitle: 'Unlink {{label}}',
    unlinkBody: 'Enter your password to confirm. You will no longer be able to sign in with {{label}}.',
    passwordLabel: 'Your password',
    confirm: 'Continue',
    confirmUnlink: 'Unlink',
    working: 'Please wait...',
    cancel: 'Cancel',
  },
};
