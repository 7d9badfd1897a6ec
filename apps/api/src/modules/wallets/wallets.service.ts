import { Injectable } from '@nestjs/common';
import { formatCentavos } from '@halimbawa/domain';
import { BalanceCache } from '../ledger/balance-cache';
import { LedgerService } from '../ledger/ledger.service';
import { holdsCode, walletCode } from '../ledger/ledger.types';
import type { WalletDto } from './dto/wallet.dto';

@Injectable()
export class WalletsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly balances: BalanceCache,
  ) {}

  /**
   * Balances come from the ledger accounts (kept equal to the sum of their lines), through the
   * instance's cache (display only); nothing is created by reading.
   */
  async wallet(memberId: string): Promise<WalletDto> {
    let cached = this.balances.get(memberId);
    if (!cached) {
      const ticket = this.balances.ticket();
      // One statement, so the two balances are of the same moment (a hold moves money between them).
      const accounts = await this.ledger.findAccounts([walletCode(memberId), holdsCode(memberId)]);
      cached = {
        balance: accounts.find((a) => a.code === walletCode(memberId))?.balance ?? 0,
        held: accounts.find((a) => a.code === holdsCode(memberId))?.balance ?? 0,
      };
      this.balances.set(memberId, cached, ticket);
    }
    const { balance, held } = cached;
    return { currency: 'PHP', balance, balanceText: formatCentavos(balance), held, heldText: formatCentavos(held) };
  }
}
