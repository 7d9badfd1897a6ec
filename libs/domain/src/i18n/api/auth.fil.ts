import type { Catalogue } from '../translate';

export const apiAuth: Catalogue['apiAuth'] = {
  phoneTaken: 'Nakarehistro na ang phone number na ito.',
  invalidLogin: 'Mali ang phone number o password.',
  wrongCurrentPassword: 'Hindi tama ang inyong kasalukuyang password.',
  passwordChanged: 'Napalitan na ang inyong password.',
  signedOut: 'Naka-sign out na kayo.',
  signInCodeSent: 'Maraming nabigong pag-sign in dito. Para sa kaligtasan ng inyong account, nagpadala kami ng 6-digit na code sa inyong telepono sa SMS: ilagay ito para makapag-sign in. Mag-e-expire ang code sa loob ng 5 minuto.',
  staffCodeSent: 'Para matapos ang pag-sign in, ilagay ang 6-digit na code na ipinadala namin sa SMS sa inyong telepono para sa sign-in na {{reference}}. Mag-e-expire ang code sa loob ng 5 minuto.',
  recoveryStarted: 'Kung nakarehistro ang numerong ito, pinadalhan namin ito ng 6-digit na code sa SMS. Mag-e-expire ang code sa loob ng 5 minuto.',
  passwordReset: 'Na-reset na ang inyong password. Mag-sign in gamit ang inyong bagong password.',
  signupCodeSent: 'Nagpadala kami ng 6-digit na code sa SMS sa {{phone}}. Mag-e-expire ang code sa loob ng 5 minuto.',
  codeNone: 'Humiling ng bagong code.',
  codeExpired: 'Nag-expire na ang code na ito. Humiling ng bagong code.',
  codeLocked: 'Masyadong maraming maling subok. Humiling ng bagong code.',
  codeTooSoon: 'Maghintay ng {{seconds}} segundo bago humiling ng bagong code.',
  codeHourly: 'Masyadong maraming code ang hiniling. Subukang muli mamaya.',
  wrongCode_one: 'Mali ang OTP. {{count}} subok na lang ang natitira.',
  wrongCode_other: 'Mali ang OTP. {{count}} subok na lang ang natitira.',
  noTriesLeft: 'Mali ang OTP. Wala nang natitirang subok. Humiling ng bagong code.',
};
