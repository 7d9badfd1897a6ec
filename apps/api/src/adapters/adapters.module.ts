import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FakeIpCountry } from './ip-country/fake-ip-country';
import { HttpIpCountry } from './ip-country/http-ip-country';
import { IpCountry } from './ip-country/ip-country';
import { MailSender } from './mail/mail-sender';
import { OutboxMailSender } from './mail/outbox-mail-sender';
import { SmtpMailSender } from './mail/smtp-mail-sender';
import { HttpSmsSender } from './sms/http-sms-sender';
import { OutboxSmsSender } from './sms/outbox-sms-sender';
import { SmsSender } from './sms/sms-sender';

/** Chooses the real or the fake implementation of each port from the configuration. */
@Global()
@Module({
  providers: [
    {
      provide: SmsSender,
      inject: [AppConfig],
      useFactory: (c: AppConfig) =>
        c.sms.provider === 'http' && c.sms.httpUrl ? new HttpSmsSender(c.sms.httpUrl, c.sms.httpToken) : new OutboxSmsSender(),
    },
    {
      provide: MailSender,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => (c.mail.url ? new SmtpMailSender(c.mail.url, c.mail.from) : new OutboxMailSender()),
    },
    {
      provide: IpCountry,
      inject: [AppConfig],
      useFactory: (c: AppConfig) =>
        c.ipCountry.provider === 'http' && c.ipCountry.httpUrl ? new HttpIpCountry(c.ipCountry.httpUrl) : new FakeIpCountry(),
    },
  ],
  exports: [SmsSender, MailSender, IpCountry],
})
export class AdaptersModule {}
