/** One message of the dev outbox (GET /dev/outbox?to=..., outside production), newest first. */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email' | string;
  body: string;
  createdAt: string;
}

/**
 * The 6-digit code of the newest SMS that carries one (every code SMS says 'code', in English and
 * Filipino; another SMS may hold six digits in a loan number, and may be sent at the same moment).
 */
export function newestSmsCode(outbox: readonly OutboxMessage[]): string | undefined {
  return outbox.find((m) => m.channel === 'sms' && /\bcode\b/i.test(m.body))?.body.match(/\b(\d{6})\b/)?.[1];
}

/**
 * The code of a staff sign-in: the newest SMS that names the sign-in's reference (another sign-in of
 * the same account, in a test running beside this one, gets an SMS of its own).
 */
export function staffSignInCode(outbox: readonly OutboxMessage[], reference: string): string | undefined {
  return outbox.find((m) => m.channel === 'sms' && m.body.includes(reference))?.body.match(/\b(\d{6})\b/)?.[1];
}
