// Fixed texts shared by server and browser (docs/product.md §8 where it names them).
export const MESSAGES_WEB = {
  csrfFailure: 'This form expired or did not come from this site. Go back, reload the page and try again.',
  formTooLarge: 'This form is larger than this site accepts. Go back, shorten what you typed and try again.',
  noServerResponse: 'No Server Response',
  loginExpired: 'Your login has expired.',
  signedIn: 'Sign in successfully.',
  accountCreated: 'Your account has been created successfully.',
  messageSent: 'Message sent.',
  signedOut: 'You have signed out.',
} as const;
