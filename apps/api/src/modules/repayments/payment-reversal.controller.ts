import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { PaymentReversalRequestDto, PaymentReversalRequestedDto } from './dto/payment-reversal.dto';
import { PaymentReversalService } from './payment-reversal.service';

@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/payments')
export class PaymentReversalController {
  constructor(private readonly reversals: PaymentReversalService) {}

  @Post(':id/reverse')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask to reverse a payment',
    description: "The loan's latest payment (never a pay-off) waits for a second staff member; on approval its journal entry is reversed by a new entry and the loan's schedule goes back to before it.",
  })
  @ApiAcceptedResponse({ type: PaymentReversalRequestedDto })
  @ApiBadRequestResponse({ description: 'No reason.' })
  @ApiNotFoundResponse({ description: 'No such payment.' })
  @ApiConflictResponse({ description: 'Already reversed or waiting, a pay-off, or not the latest payment of its loan.' })
  reverse(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: PaymentReversalRequestDto, @ReqMeta() meta: RequestMeta): Promise<PaymentReversalRequestedDto> {
    return this.reversals.request(officer, id, body.reason, meta);
  }
}
