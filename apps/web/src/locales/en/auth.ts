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
  },
  errors: {
    fillAllFields: 'Please fill in all fields!',
    invalidCredentials: 'Invalid email or password!',
  },
};
