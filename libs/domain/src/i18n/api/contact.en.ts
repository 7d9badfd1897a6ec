/** The contact form's answer and its acknowledgement e-mail (apps/api modules/contact). */
export const apiContact = {
  sent: 'Message sent.',
  ackSubject: '{{company}}: we received your message (reference {{reference}})',
  ackGreeting: 'Dear {{name}},',
  ackThanks: 'Thank you for contacting {{company}}. We received your message and will answer within one business day.',
  ackReference: 'Your reference is {{reference}}.',
  ackNoFee: 'We never ask for a fee to release, unlock or withdraw a loan. If anyone does, do not pay and tell us.',
};
