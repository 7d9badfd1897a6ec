import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { SendsCode } from '../otp/sends-code.decorator';
import type { Language } from '@halimbawa/domain';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { IdempotencyKey, markReplayed, REPLAYED_HEADER_DOC } from '../../common/idempotency';
import { Lang } from '../../common/language';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ConfirmWithdrawalRequestDto, CreateWithdrawalRequestDto, CreatedWithdrawalDto, WithdrawalAnswerDto, WithdrawalDto, WithdrawalListDto } from './dto/withdrawal.dto';
import { WithdrawalQuoteDto, WithdrawalQuoteQueryDto } from './dto/withdrawal-quote.dto';
import { WithdrawalsService } from './withdrawals.service';

const NOT_FOUND = "'Withdrawal not found.' (also another member's withdrawal)";

/** The member's withdrawals (docs/product.md §2 Withdrawal, §6). */
@Controller('withdrawals')
export class WithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Post()
  @ApiOperation({ summary: 'Withdraw to the bank account', description: 'Holds the amount and sends a code by SMS (AWAITING_OTP). Needs an Idempotency-Key: a replay with the same body answers the same withdrawal and creates nothing.' })
  @ApiCreatedResponse({
    type: CreatedWithdrawalDto,
    description: 'AWAITING_OTP: the amount is held and a code is sent by SMS. A replay of the same Idempotency-Key and body answers the same withdrawal and creates nothing.',
    headers: REPLAYED_HEADER_DOC,
  })
  @ApiBadRequestResponse({ description: 'No or a malformed Idempotency-Key; errors.amount (the withdrawal rule, the balance, the e-wallet limits).' })
  @ApiConflictResponse({ description: 'No confirmed bank account; the 24-hour wait after a bank change; a withdrawal already waiting for its code.' })
  @ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was used before with another body.' })
  @ApiTooManyRequestsResponse({ description: 'A code was sent less than 60 s ago (nothing is held).' })
  @SendsCode()
  async create(
    @CurrentMember() me: AuthMember,
    @IdempotencyKey() key: string,
    @Body() body: CreateWithdrawalRequestDto,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CreatedWithdrawalDto> {
    const { answer, replayed } = await this.withdrawals.create(me, key, body, meta);
    markReplayed(res, replayed);
    return answer;
  }

  @Get()
  @ApiOperation({ summary: "List the member's withdrawals", description: "The signed-in member's withdrawals, newest first, a page at a time." })
  @ApiOkResponse({ type: WithdrawalListDto })
  list(@CurrentMember() me: AuthMember, @Query() query: PageQueryDto, @Lang() lang: Language): Promise<WithdrawalListDto> {
    return this.withdrawals.list(me, pageRequest(query), lang);
  }

  // Before ':id', so that 'quote' is not read as an id.
  @Get('quote')
  @ApiOperation({ summary: 'Quote a withdrawal', description: 'The cap, fee, exchange rate and total of a withdrawal of `amount` now, from the same rules as POST /withdrawals; without an amount, the cap, fee and rate alone.' })
  @ApiOkResponse({ type: WithdrawalQuoteDto, description: 'What a withdrawal of the amount would be now (nothing is held): the amount, the cap, the fee, the exchange rate and the total.' })
  @ApiBadRequestResponse({ description: 'errors.amount: the withdrawal rule, the balance, the e-wallet limits (each a code).' })
  quote(@CurrentMember() me: AuthMember, @Query() query: WithdrawalQuoteQueryDto, @Lang() lang: Language): Promise<WithdrawalQuoteDto> {
    return this.withdrawals.quote(me, query.amount, lang);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read a withdrawal', description: "The withdrawal's real state (the status page polls it)." })
  @ApiOkResponse({ type: WithdrawalDto, description: "The withdrawal's real state (the status page polls it)." })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  get(@CurrentMember() me: AuthMember, @Param('id') id: string, @Lang() lang: Language): Promise<WithdrawalDto> {
    return this.withdrawals.get(me, id, lang);
  }

  @Post(':id/confirm')
  @ApiOperation({ summary: 'Confirm a withdrawal with the code', description: 'Confirms the withdrawal with the code sent by SMS; it is QUEUED for the payout job. The fifth wrong code cancels it.' })
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalAnswerDto, description: 'QUEUED: the payout job sends it.' })
  @ApiBadRequestResponse({ description: "errors.code: 'Please enter the 6-digit code.' or 'Invalid OTP. 4 tries left.'" })
  @ApiConflictResponse({ description: 'The 5th wrong code (cancelled), expired after 15 minutes, or no longer waiting for a code; the hold is released.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  confirm(@CurrentMember() me: AuthMember, @Param('id') id: string, @Body() body: ConfirmWithdrawalRequestDto, @ReqMeta() meta: RequestMeta): Promise<WithdrawalAnswerDto> {
    return this.withdrawals.confirm(me, id, body, meta);
  }

  @Post(':id/resend')
  @ApiOperation({ summary: 'Send a new withdrawal code', description: 'Sends a new code, which replaces the earlier one (the OTP limits apply).' })
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalAnswerDto, description: 'A new code replaces the earlier one (the OTP limits apply).' })
  @ApiConflictResponse({ description: 'No longer waiting for a code.' })
  @ApiTooManyRequestsResponse({ description: 'Less than 60 s since the last code, or 5 codes in the hour.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @SendsCode()
  resend(@CurrentMember() me: AuthMember, @Param('id') id: string, @Lang() lang: Language): Promise<WithdrawalAnswerDto> {
    return this.withdrawals.resend(me, id, lang);
  }

  @Post(':id/cancel')
  @ApiOperation({ summary: 'Cancel a withdrawal', description: 'Cancels a withdrawal still waiting for its code; the hold is released at once.' })
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalAnswerDto, description: 'CANCELLED: the hold is released at once.' })
  @ApiConflictResponse({ description: 'Already on its way (QUEUED or later), or expired.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  cancel(@CurrentMember() me: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<WithdrawalAnswerDto> {
    return this.withdrawals.cancel(me, id, meta);
  }
}
