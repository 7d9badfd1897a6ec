import { createTransport, type Transporter } from 'nodemailer';
import { MailSender, type Mail } from './mail-sender';

/** SMTP through nodemailer, configured by MAIL_URL (smtp://user:pass@host:port). */
export class SmtpMailSender extends MailSender {
  readonly provider = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(url);
  }

  async send(mail: Mail): Promise<string | null> {
    const info = await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    return info.messageId ?? null;
  }
}
