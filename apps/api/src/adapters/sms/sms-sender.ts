/** Port: delivers one SMS. The outbound_messages row is written by NotificationsService. */
export abstract class SmsSender {
  abstract readonly provider: string;
  /** Resolves with the provider's message reference, if it gives one. */
  abstract send(to: string, body: string): Promise<string | null>;
}
