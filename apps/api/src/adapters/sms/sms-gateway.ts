/**
 * Where one SMS stands at a gateway, in our words: `accepted` (taken, not yet out), `sent` (handed
 * to the carrier), `delivered` (the handset has it), `undelivered` (the gateway gave up on it).
 */
export type GatewayStatus = 'accepted' | 'sent' | 'delivered' | 'undelivered';

export interface GatewayAnswer {
  /** The gateway's message id, asked about later; null when it gives none (the dev outbox). */
  ref: string | null;
  status: GatewayStatus;
  /** The gateway's own word for it (Semaphore's `Pending`, Twilio's `queued`), shown to staff. */
  raw: string;
  /** Nothing more will change: stop asking. */
  final: boolean;
}

/** The gateway refused or could not be reached; the next gateway or a later attempt may succeed. */
export class GatewayError extends Error {}

/** Port: one SMS gateway. Numbers are E.164 (+63...); each adapter writes them as its API wants. */
export abstract class SmsGateway {
  abstract readonly name: string;
  abstract send(to: string, body: string): Promise<GatewayAnswer>;
  /** The message's status now (its ref from `send`). */
  abstract check(ref: string): Promise<GatewayAnswer>;
}

/** The gateways in the order they are tried (SMS_PROVIDERS). */
export abstract class SmsGateways {
  abstract readonly list: readonly SmsGateway[];
}

/**
 * Calls a gateway within `timeoutMs` and reads its answer as JSON; a network error, a timeout, an
 * answer that is not a success or not JSON is a GatewayError with the gateway's words.
 */
export async function callGateway(name: string, url: URL, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }).catch((e: Error) => {
    throw new GatewayError(`${name} unreachable: ${e.message}`);
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Some error pages are HTML; the status says enough.
  }
  if (!res.ok) throw new GatewayError(`${name} answered ${res.status}: ${text.slice(0, 200)}`);
  if (body === null) throw new GatewayError(`${name} answered ${res.status} without JSON`);
  return body;
}
