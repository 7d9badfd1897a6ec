import { Injectable } from '@nestjs/common';
import { DatabaseListener, NotifiedCache } from '../../database/notified-cache';
import type { CurrencyWithRate } from './currencies.service';

export const RATES_CHANGED_CHANNEL = 'rates_changed';

/**
 * The currencies with their rate in force that this instance has read (code → currency), for the
 * quote only: an application reads the rate it stores in its transaction. Emptied by
 * `rates_changed` (the currencies' and exchange rates' triggers) and, at once, by an admin's change
 * on this instance.
 */
@Injectable()
export class RateCache extends NotifiedCache<CurrencyWithRate> {
  constructor(listener: DatabaseListener) {
    super(listener, { channel: RATES_CHANGED_CHANNEL, ttlMs: 60_000, maxEntries: 1_000, localChangeMs: 5_000 });
  }
}
