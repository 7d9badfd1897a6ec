/** The web's own messages (apps/web/app/lib/messages.ts, api.server.ts, csrf.server.ts, format.ts). */
export const webMessage = {
  csrfFailure: 'This form expired or did not come from this site. Go back, reload the page and try again.',
  formTooLarge: 'This form is larger than this site accepts. Go back, shorten what you typed and try again.',
  formUnreadable: 'The form could not be read. Go back and try again.',
  noServerResponse: 'No Server Response',
  loginExpired: 'Your login has expired.',
  signedIn: 'Sign in successfully.',
  accountCreated: 'Your account has been created successfully.',
  messageSent: 'Message sent.',
  signedOut: 'You have signed out.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  notAllowed: 'You are not allowed to do that.',
  notFound: 'Not found.',
  somethingWrong: 'Something went wrong. Please try again.',
};
