import { Injectable } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';
import type { RequestMeta } from '../../common/request-meta';

/** A bank-account change just confirmed, inside its transaction. */
export interface BankChange {
  member: { id: string; phoneNumber: string; language: Language };
  now: Date;
  meta: RequestMeta;
}

/**
 * Work another module does in the transaction that confirms a bank-account change; what it returns
 * runs after the commit (messages to the member).
 */
export type BankChangeHook = (m: EntityManager, change: BankChange) => Promise<(() => Promise<void>) | void>;

/**
 * What must happen when a member's bank account changes, registered by the modules that keep money
 * moving to it (withdrawals), so that the KYC module need not import them: they import it.
 */
@Injectable()
export class BankChangeHooks {
  private readonly hooks: BankChangeHook[] = [];

  register(hook: BankChangeHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook in the caller's transaction; answers what to run after the commit. */
  async run(m: EntityManager, change: BankChange): Promise<Array<() => Promise<void>>> {
    const after: Array<() => Promise<void>> = [];
    for (const hook of this.hooks) {
      const next = await hook(m, change);
      if (next) after.push(next);
    }
    return after;
  }
}
