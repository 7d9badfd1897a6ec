import { SmsGateway, type GatewayAnswer } from './sms-gateway';

/** Local fake: the message is only recorded in the outbox table (read it at GET /dev/outbox). */
export class OutboxGateway extends SmsGateway {
  readonly name = 'outbox';

  send(): Promise<GatewayAnswer> {
    return Promise.resolve({ ref: null, status: 'sent', raw: 'recorded', final: true });
  }

  check(): Promise<GatewayAnswer> {
    return this.send();
  }
}
