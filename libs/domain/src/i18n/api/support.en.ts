/** Support and complaints (apps/api modules/support): the answers, refusals, and the answer sent to a contact-form ticket. */
export const apiSupport = {
  opened: 'Your message is sent. Your reference is {{reference}}; we answer within one business day.',
  added: 'Your message is added to {{reference}}.',
  answered: 'The answer is sent to the member.',
  closed: 'The request {{reference}} is closed.',
  alreadyClosed: 'This request is already closed.',
  statusFilter: 'Choose open, answered or closed.',
  /** The e-mail that carries staff's answer to someone who wrote through the contact form. */
  answerSubject: '{{company}}: our answer to your message (reference {{reference}})',
  answerFooter: 'To write more, reply through our contact form and give the reference {{reference}}. We never ask for a fee to release, unlock or withdraw a loan.',
};
