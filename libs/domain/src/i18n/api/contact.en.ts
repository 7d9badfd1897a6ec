/** The contact form's answer and its acknowledgement e-mail (apps/api modules/contact). */
export const apiContact = {
  sent: 'Message sent.',
  ackSubject: '{{company}}: we received your message (reference {{reference}})',
  // Fixed: the acknowledgement repeats nothing the visitor typed, so the form cannot relay their text in the company's name.
  ackGreeting: 'Hello,',
  ackThanks: 'Thank you for contacting {{company}}. We received your message and will answer within a day, during our office hours (every day, 10 am to 10 pm).',
  ackReference: 'Your reference is {{reference}}.',
  ackNoFee: 'We never ask for a fee to release, unlock or withdraw a loan. If anyone does, do not pay and tell us.',
};
