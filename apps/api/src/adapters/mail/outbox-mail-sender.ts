import { MailSender } from './mail-sender';

/** Local fake (MAIL_URL absent): the e-mail is only recorded in the outbox. */
export class OutboxMailSender extends MailSender {
  readonly provider = 'outbox';

  async send(): Promise<string | null> {
    return null;
  }
}
