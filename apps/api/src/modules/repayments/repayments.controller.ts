import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { IdempotencyKey, markReplayed, REPLAYED_HEADER_DOC } from '../../common/idempotency';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { OfficerPaymentRequestDto, RepayRequestDto, RepaymentResultDto } from './dto/repayment.dto';
import { RepaymentsService } from './repayments.service';

/** Repaying from the wallet (docs/product.md §7). Another member's loan answers 404. */
@Controller('loan')
export class RepaymentsController {
  constructor(private readonly repayments: RepaymentsService) {}

  @Post(':loanNumber/repay')
  @ApiOperation({ summary: 'Repay from the wallet', description: 'Pays the next instalment, an amount, or the whole loan off from the wallet. Needs an Idempotency-Key: a replay answers what the first request paid and moves nothing again.' })
  @HttpCode(200)
  @ApiOkResponse({ type: RepaymentResultDto, description: 'Paid (or, for a replayed Idempotency-Key, what the first request paid; nothing moves again).', headers: REPLAYED_HEADER_DOC })
  @ApiBadRequestResponse({ description: 'errors.kind, errors.amount (e.g. more than paying off today, or less than PHP 100.00 unless paying off takes less), or a missing Idempotency-Key.' })
  @ApiNotFoundResponse({ description: "'Loan not found.'" })
  @ApiConflictResponse({ description: "'Your wallet balance is not enough for this.', 'This loan takes no payments now.', 'This loan is fully repaid. There is nothing to pay.'" })
  @ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was used for a different request.' })
  async repay(
    @CurrentMember() me: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @IdempotencyKey() key: string,
    @Body() body: RepayRequestDto,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<RepaymentResultDto> {
    const result = await this.repayments.repay(me, loanNumber, key, body, meta);
    markReplayed(res, result.repayment.replayed);
    return result;
  }
}

/** Money received for a loan through a channel, recorded by an officer (docs/product.md §6, §7). */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class OfficerPaymentsController {
  constructor(private readonly repayments: RepaymentsService) {}

  @Post('payments')
  @ApiOperation({ summary: 'Record a payment received', description: 'Records money received outside the app (a bank transfer, an outlet) against a loan. Once per channel and external reference: the same request again answers the first (replayed: true).' })
  @HttpCode(200)
  @ApiOkResponse({ type: RepaymentResultDto, description: 'Recorded once per channel and external reference; the same request again answers the first (replayed: true).' })
  @ApiBadRequestResponse({ description: 'errors.loanNumber, errors.amount, errors.channel, errors.externalRef.' })
  @ApiNotFoundResponse({ description: "'No loan has this number.'" })
  @ApiConflictResponse({ description: "'This reference was already recorded for a different payment.', 'This loan takes no payments now.'" })
  record(@CurrentMember() officer: AuthMember, @Body() body: OfficerPaymentRequestDto, @ReqMeta() meta: RequestMeta): Promise<RepaymentResultDto> {
    return this.repayments.recordChannelPayment(officer, body, meta);
  }
}
