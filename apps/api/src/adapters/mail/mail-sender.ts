export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Port: delivers one e-mail. The outbound_messages row is written by NotificationsService. */
export abstract class MailSender {
  abstract readonly provider: string;
  /** Resolves with the provider's message id, if it gives one. */
  abstract send(mail: Mail): Promise<string | null>;
}
