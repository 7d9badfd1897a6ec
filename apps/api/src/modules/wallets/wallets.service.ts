import { Injectable } from '@nestjs/common';
import { formatCentavos } from '@halimbawa/domain';
import { LedgerService } from '../ledger/ledger.service';
import { holdsCode, walletCode } from '../ledger/ledger.types';
import type { WalletDto } from './dto/wallet.dto';

@Injectable()
export class WalletsService {
  constructor(private readonly ledger: LedgerService) {}

  /** Balances come from the ledger accounts (kept equal to the sum of their lines); nothing is created by reading. */
  async wallet(memberId: string): Promise<WalletDto> {
    // One statement, so the two balances are of the same moment (a hold moves money between them).
    const accounts = await this.ledger.findAccounts([walletCode(memberId), holdsCode(memberId)]);
    const balance = accounts.find((a) => a.code === walletCode(memberId))?.balance ?? 0;
    const held = accounts.find((a) => a.code === holdsCode(memberId))?.balance ?? 0;
    return { currency: 'PHP', balance, balanceText: formatCentavos(balance), held, heldText: formatCentavos(held) };
  }
}
