import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { Refusal } from '../../common/errors';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { WITHDRAWAL_STATUSES } from '@halimbawa/domain';
import { OfficerWithdrawalListDto, OfficerWithdrawalsQueryDto } from './dto/withdrawal.dto';
import { WithdrawalsService } from './withdrawals.service';

/** Withdrawals for officers (docs/product.md §6): read only; every read writes an audit event. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/withdrawals')
export class OfficerWithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Get()
  @ApiOperation({ summary: 'List withdrawals', description: "Every member's withdrawals, newest first, a page at a time; `q` finds a member's by name, phone or loan number. Account numbers masked." })
  @ApiOkResponse({ type: OfficerWithdrawalListDto, description: 'Newest first, a page at a time (`nextCursor`); account numbers masked.' })
  list(@CurrentMember() officer: AuthMember, @Query() query: OfficerWithdrawalsQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerWithdrawalListDto> {
    if (query.status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(query.status)) {
      throw Refusal.fields({ status: { code: 'apiWithdrawals.statusFilter' } });
    }
    return this.withdrawals.officerList(officer, query.status, pageRequest(query), meta);
  }
}
