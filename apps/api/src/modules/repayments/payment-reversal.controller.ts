import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { pageRequest } from '../../common/paging';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { OfficerPaymentListDto, OfficerPaymentsQueryDto, PaymentReversalRequestDto } from './dto/payment-reversal.dto';
import { PaymentReversalService } from './payment-reversal.service';

@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/payments')
export class PaymentReversalController {
  constructor(private readonly reversals: PaymentReversalService) {}

  @Get()
  @ApiOperation({
    summary: 'List payments',
    description:
      "The payments of the loan `loanNumber` (all sources), or without it the payments received through a channel across loans, `q` finding a loan number, a receipt number or the channel's reference; newest first, a page at a time, each with its reversal (waiting or done). Audited.",
  })
  @ApiOkResponse({ type: OfficerPaymentListDto })
  @ApiBadRequestResponse({ description: 'errors.loanNumber, errors.q, errors.cursor, errors.limit.' })
  list(@CurrentMember() staff: AuthMember, @Query() query: OfficerPaymentsQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerPaymentListDto> {
    return this.reversals.list(staff, query.loanNumber, pageRequest(query), meta);
  }

  @Post(':id/reverse')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask to reverse a payment',
    description: "The loan's latest payment (never a pay-off) waits for a second staff member; on approval its journal entry is reversed by a new entry and the loan's schedule goes back to before it.",
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiBadRequestResponse({ description: 'No reason.' })
  @ApiNotFoundResponse({ description: 'No such payment.' })
  @ApiConflictResponse({ description: 'Already reversed or waiting, a pay-off, or not the latest payment of its loan.' })
  reverse(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: PaymentReversalRequestDto, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.reversals.request(officer, id, body.reason, meta);
  }
}
