import { envReader, type Env } from '../../config/env-reader';
import type { PaymentsProviderName } from '../xendit/payments-provider.config';

export interface PayoutSettings {
  /** With PAYMENTS_PROVIDER=generic only: simulated (default outside production; refused in production) or http. */
  provider: 'simulated' | 'http';
  /** PAYOUT_URL and PAYOUT_TOKEN: the http provider. */
  url: string | null;
  token: string | null;
  /** PAYOUT_DELAY_S: how long the simulated provider and the fake Xendit take (10 s, docs/product.md §10). */
  delayS: number;
  /** PAYOUT_TIMEOUT_MS: how long one call may take (default 10,000). */
  timeoutMs: number;
}

/** PAYOUT_PROVIDER, PAYOUT_URL, PAYOUT_TOKEN, PAYOUT_DELAY_S, PAYOUT_TIMEOUT_MS; problems go to `problems`. */
export function readPayoutSettings(env: Env, problems: string[], isProduction: boolean, paymentsProvider: PaymentsProviderName): PayoutSettings {
  const { read, int, oneOf, url } = envReader(env, problems);
  const provider = oneOf('PAYOUT_PROVIDER', ['simulated', 'http'] as const, isProduction ? 'http' : 'simulated');
  // Only the generic adapter reads PAYOUT_PROVIDER; Xendit (real or fake) pays out otherwise.
  if (provider === 'simulated' && isProduction && paymentsProvider === 'generic') problems.push('PAYOUT_PROVIDER=simulated is not allowed in production.');
  const payoutUrl = url('PAYOUT_URL', ['https:', ...(isProduction ? [] : ['http:'])]);
  if (provider === 'http' && paymentsProvider === 'generic' && read('PAYOUT_URL') === undefined) problems.push('PAYOUT_URL is required when PAYOUT_PROVIDER=http.');
  return {
    provider,
    url: payoutUrl,
    token: read('PAYOUT_TOKEN') ?? null,
    delayS: int('PAYOUT_DELAY_S', 10, 0, 86_400),
    timeoutMs: int('PAYOUT_TIMEOUT_MS', 10_000, 100, 120_000),
  };
}
