import { Injectable } from '@nestjs/common';
import { DatabaseListener, NotifiedCache } from '../../database/notified-cache';

export const BALANCES_CHANGED_CHANNEL = 'balances_changed';

/** A member's wallet balances in centavos, as GET /wallet shows them. */
export interface MemberBalances {
  balance: number;
  held: number;
}

/**
 * The wallet balances this instance has read (member id → balances), for display only: every
 * decision on an amount reads the locked accounts (LedgerService.lockMemberAccounts). Emptied by
 * `balances_changed` (the journal lines' trigger) and, at once, by a post on this instance.
 */
@Injectable()
export class BalanceCache extends NotifiedCache<MemberBalances> {
  constructor(listener: DatabaseListener) {
    super(listener, { channel: BALANCES_CHANGED_CHANNEL, ttlMs: 60_000, maxEntries: 50_000, localChangeMs: 5_000 });
  }
}
