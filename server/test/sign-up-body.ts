/** The body the sign-up form sends: an account with its terms accepted, confirmed by mail. */
export const signUpBody = (email: string, password: string) => ({
  email,
  password,
  name: '',
  callbackURL: '/auth/callback?redirect=/login',
  acceptTerms: true,
});
