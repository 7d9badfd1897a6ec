/** One message of the dev outbox (GET /dev/outbox?to=..., outside production), newest first. */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email' | string;
  body: string;
  createdAt: string;
}

/** The 6-digit code of the newest SMS in a dev outbox answer. */
export function newestSmsCode(outbox: readonly OutboxMessage[]): string | undefined {
  return outbox.find((m) => m.channel === 'sms')?.body.match(/\b(\d{6})\b/)?.[1];
}
