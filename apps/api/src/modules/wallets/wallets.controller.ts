import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { WalletDto } from './dto/wallet.dto';
import { WalletsService } from './wallets.service';

@ApiTags('wallet')
@ApiBearerAuth()
@Controller()
export class WalletsController {
  constructor(private readonly wallets: WalletsService) {}

  /** The signed-in member's wallet: available balance and amount held, from the ledger. */
  @Get('wallet')
  @ApiOkResponse({ type: WalletDto })
  wallet(@CurrentMember() me: AuthMember): Promise<WalletDto> {
    return this.wallets.wallet(me.id);
  }
}
