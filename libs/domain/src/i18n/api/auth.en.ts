/** Registration, sign-in, password and one-time codes (apps/api modules/auth, modules/otp). */
export const apiAuth = {
  phoneTaken: 'This phone number is already registered.',
  invalidLogin: 'Invalid phone number or password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password changed successfully.',
  signedOut: 'You have signed out.',
  recoveryStarted: 'If this number is registered, we have sent it a 6-digit code by SMS. The code expires in 5 minutes.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  signupCodeSent: 'We have sent a 6-digit code by SMS to {{phone}}. The code expires in 5 minutes.',
  codeNone: 'Please request a new code.',
  codeExpired: 'This code has expired. Please request a new code.',
  codeLocked: 'Too many wrong tries. Please request a new code.',
  codeTooSoon: 'Please wait {{seconds}} seconds before requesting a new code.',
  codeHourly: 'Too many codes requested. Please try again later.',
  wrongCode_one: 'Invalid OTP. {{count}} try left.',
  wrongCode_other: 'Invalid OTP. {{count}} tries left.',
  noTriesLeft: 'Invalid OTP. No tries left. Please request a new code.',
};
