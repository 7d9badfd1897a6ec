import { SmsSender } from './sms-sender';

/** Local fake: the message is only recorded in the outbox (read it at GET /dev/outbox). */
export class OutboxSmsSender extends SmsSender {
  readonly provider = 'outbox';

  async send(): Promise<string | null> {
    return null;
  }
}
