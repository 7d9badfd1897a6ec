import { envReader, type Env } from '../../config/env-reader';

export type SmsGatewayName = 'semaphore' | 'twilio';

export interface SmsSettings {
  /**
   * SMS_PROVIDERS: the gateways in the order they are tried (`semaphore,twilio`: Semaphore first,
   * Twilio when it fails), or `outbox` (the dev outbox alone: the default outside production,
   * refused in production).
   */
  providers: SmsGatewayName[] | 'outbox';
  /** SEMAPHORE_API_KEY, SEMAPHORE_SENDER_NAME (optional: the account's default), SEMAPHORE_URL. */
  semaphore: { url: string; apiKey: string; senderName: string | null } | null;
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (a number or sender id), TWILIO_URL. */
  twilio: { url: string; accountSid: string; authToken: string; from: string } | null;
  /** SMS_TIMEOUT_MS: how long one call to a gateway may take (default 10,000). */
  timeoutMs: number;
  /** SMS_MAX_ATTEMPTS: rounds through every gateway before a notice is given up (default 6). */
  maxAttempts: number;
}

const GATEWAYS: readonly SmsGatewayName[] = ['semaphore', 'twilio'];

/** SMS_PROVIDERS and each listed gateway's keys; problems go to `problems`. No key has a default. */
export function readSmsSettings(env: Env, problems: string[], isProduction: boolean): SmsSettings {
  const { read, int, url } = envReader(env, problems);
  const listed = (read('SMS_PROVIDERS') ?? (isProduction ? '' : 'outbox')).split(',').map((p) => p.trim()).filter(Boolean);
  let providers: SmsSettings['providers'] = 'outbox';
  if (listed.length === 0) problems.push('SMS_PROVIDERS is required in production (e.g. semaphore,twilio).');
  else if (listed.length === 1 && listed[0] === 'outbox') {
    if (isProduction) problems.push('SMS_PROVIDERS=outbox is not allowed in production: it sends nothing.');
  } else if (listed.some((p) => !GATEWAYS.includes(p as SmsGatewayName)) || new Set(listed).size !== listed.length) {
    problems.push(`SMS_PROVIDERS must be outbox, or a list of distinct gateways from ${GATEWAYS.join(', ')} (got "${listed.join(',')}").`);
  } else providers = listed as SmsGatewayName[];

  const protocols = ['https:', ...(isProduction ? [] : ['http:'])];
  const required = (name: string, gateway: SmsGatewayName): string => {
    const value = read(name);
    if (value === undefined) problems.push(`${name} is required when SMS_PROVIDERS lists ${gateway}.`);
    return value ?? '';
  };
  const uses = (g: SmsGatewayName): boolean => providers !== 'outbox' && providers.includes(g);
  return {
    providers,
    semaphore: uses('semaphore')
      ? { url: url('SEMAPHORE_URL', protocols) ?? 'https://api.semaphore.co', apiKey: required('SEMAPHORE_API_KEY', 'semaphore'), senderName: read('SEMAPHORE_SENDER_NAME') ?? null }
      : null,
    twilio: uses('twilio')
      ? {
          url: url('TWILIO_URL', protocols) ?? 'https://api.twilio.com',
          accountSid: required('TWILIO_ACCOUNT_SID', 'twilio'),
          authToken: required('TWILIO_AUTH_TOKEN', 'twilio'),
          from: required('TWILIO_FROM', 'twilio'),
        }
      : null,
    timeoutMs: int('SMS_TIMEOUT_MS', 10_000, 100, 120_000),
    maxAttempts: int('SMS_MAX_ATTEMPTS', 6, 1, 50),
  };
}
