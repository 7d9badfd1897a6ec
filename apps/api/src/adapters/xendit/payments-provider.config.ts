import { randomBytes } from 'node:crypto';
import { envReader, type Env } from '../../config/env-reader';

/**
 * Who collects and pays out (docs/integrations.md): `xendit` (the real provider), `fake` (a local
 * server that speaks Xendit's protocol, the default outside production and refused in it), or
 * `generic` (this product's own HMAC callback and PAYOUT_URL, kept for a lender with its own
 * switch; nothing defaults to it).
 */
export type PaymentsProviderName = 'xendit' | 'fake' | 'generic';

export interface XenditSettings {
  /** XENDIT_BASE_URL: the API the adapter calls (Xendit's by default; the fake's own when fake). */
  baseUrl: string | null;
  /** XENDIT_SECRET_KEY: sent as HTTP Basic user with an empty password. */
  secretKey: string;
  /** XENDIT_CALLBACK_TOKEN: the account's webhook verification token, compared with x-callback-token. */
  callbackToken: string;
  /** XENDIT_TIMEOUT_MS: how long one call may take. */
  timeoutMs: number;
}

export interface PaymentsProviderSettings {
  provider: PaymentsProviderName;
  xendit: XenditSettings;
}

export const XENDIT_API = 'https://api.xendit.co';

/** PAYMENTS_PROVIDER and XENDIT_*; problems go to `problems`. */
export function readPaymentsProviderSettings(env: Env, problems: string[], isProduction: boolean): PaymentsProviderSettings {
  const { read, int, oneOf, url } = envReader(env, problems);
  const provider = oneOf<PaymentsProviderName>('PAYMENTS_PROVIDER', ['xendit', 'fake', 'generic'], isProduction ? 'xendit' : 'fake');
  if (provider === 'fake' && isProduction) problems.push('PAYMENTS_PROVIDER=fake is not allowed in production.');
  const baseUrl = url('XENDIT_BASE_URL', ['https:', ...(isProduction ? [] : ['http:'])]);
  // No secret has a default: the real provider needs the account's own; the fake draws one for this process.
  const drawn = () => randomBytes(24).toString('base64url');
  const secretKey = read('XENDIT_SECRET_KEY');
  const callbackToken = read('XENDIT_CALLBACK_TOKEN');
  if (provider === 'xendit') {
    if (!secretKey) problems.push('XENDIT_SECRET_KEY is required when PAYMENTS_PROVIDER=xendit.');
    if (!callbackToken || callbackToken.length < 16) problems.push('XENDIT_CALLBACK_TOKEN (the webhook verification token, at least 16 characters) is required when PAYMENTS_PROVIDER=xendit.');
  }
  return {
    provider,
    xendit: {
      baseUrl: provider === 'xendit' ? (baseUrl ?? XENDIT_API) : baseUrl,
      secretKey: secretKey ?? drawn(),
      callbackToken: callbackToken ?? drawn(),
      timeoutMs: int('XENDIT_TIMEOUT_MS', 10_000, 100, 120_000),
    },
  };
}
