import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { Refusal } from '../../common/errors';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { WITHDRAWAL_STATUSES } from '@halimbawa/domain';
import { OfficerWithdrawalListDto, OfficerWithdrawalsQueryDto } from './dto/withdrawal.dto';
import { WithdrawalsService } from './withdrawals.service';

/** Withdrawals for officers (docs/product.md §6): read only; every read writes an audit event. */
@ApiTags('officer')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: "'You do not have access to this resource.' (not a LOAN_OFFICER or ADMIN)" })
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/withdrawals')
export class OfficerWithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Get()
  @ApiOkResponse({ type: OfficerWithdrawalListDto, description: 'Newest first, a page at a time (`nextCursor`); account numbers masked.' })
  list(@CurrentMember() officer: AuthMember, @Query() query: OfficerWithdrawalsQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerWithdrawalListDto> {
    if (query.status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(query.status)) {
      throw Refusal.fields({ status: { code: 'apiWithdrawals.statusFilter' } });
    }
    return this.withdrawals.officerList(officer, query.status, pageRequest(query), meta);
  }
}
