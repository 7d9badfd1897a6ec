import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { WalletDto } from './dto/wallet.dto';
import { WalletsService } from './wallets.service';
@Controller()
export class WalletsController {
  constructor(private readonly wallets: WalletsService) {}

  /** The signed-in member's wallet: available balance and amount held, from the ledger. */
  @Get('wallet')
  @ApiOperation({ summary: 'Read the wallet', description: "The signed-in member's available balance and the amount held for withdrawals, from the ledger." })
  @ApiOkResponse({ type: WalletDto })
  wallet(@CurrentMember() me: AuthMember): Promise<WalletDto> {
    return this.wallets.wallet(me.id);
  }
}
