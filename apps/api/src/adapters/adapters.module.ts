import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FakeIpCountry } from './ip-country/fake-ip-country';
import { HttpIpCountry } from './ip-country/http-ip-country';
import { IpCountry } from './ip-country/ip-country';
import { MailSender } from './mail/mail-sender';
import { OutboxMailSender } from './mail/outbox-mail-sender';
import { SmtpMailSender } from './mail/smtp-mail-sender';
import { OutboxGateway } from './sms/outbox-gateway';
import { SemaphoreGateway } from './sms/semaphore-gateway';
import { SmsGateways, type SmsGateway } from './sms/sms-gateway';
import type { SmsSettings } from './sms/sms.config';
import { TwilioGateway } from './sms/twilio-gateway';

function smsGateways(s: SmsSettings): SmsGateways {
  if (s.providers === 'outbox') return { list: [new OutboxGateway()] };
  const make: Record<(typeof s.providers)[number], () => SmsGateway> = {
    semaphore: () => new SemaphoreGateway(s.semaphore!, s.timeoutMs),
    twilio: () => new TwilioGateway(s.twilio!, s.timeoutMs),
  };
  return { list: s.providers.map((p) => make[p]()) };
}

/** Chooses the real or the fake implementation of each port from the configuration. */
@Global()
@Module({
  providers: [
    {
      provide: SmsGateways,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => smsGateways(c.sms),
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
  exports: [SmsGateways, MailSender, IpCountry],
})
export class AdaptersModule {}
