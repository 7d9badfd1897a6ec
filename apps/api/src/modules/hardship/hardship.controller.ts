import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MessageDto } from '../../common/message.dto';
import type { SaidMessage, Spoken } from '../../common/said';
import { SignFinishRequestDto } from '../loans/dto/loan.dto';
import { SendsCode } from '../otp/sends-code.decorator';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { Lang } from '../../common/language';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../common/idempotency';
import { PendingActionDto } from '../four-eyes/dto/four-eyes.dto';
import { HardshipAskDto, HardshipDecideDto, HardshipListDto, HardshipListQueryDto, HardshipPreviewDto, HardshipRequestDto, ScheduleVersionListDto, ScheduleVersionSignedDto } from './dto/hardship.dto';
import { HardshipService } from './hardship.service';

/** The borrower's hardship requests about their own loan. */
@Controller('loan')
export class HardshipController {
  constructor(private readonly hardship: HardshipService) {}

  @Post(':loanNumber/hardship')
  @ApiOperation({ summary: 'Ask for an extension or a restructured schedule', description: 'A hardship request about a loan being repaid, at least 5 days before the due date of the next unpaid instalment, with a reason and the monthly amount the borrower can pay. One waits at a time.' })
  @ApiCreatedResponse({ type: HardshipRequestDto })
  @ApiBadRequestResponse({ description: 'errors.kind, errors.reason, errors.proposedAmount' })
  @ApiNotFoundResponse({ description: 'No such loan of the member (loan.notFound).' })
  @ApiConflictResponse({ description: 'apiHardship.tooLate (less than 5 days before the due date), apiHardship.alreadyOpen, apiHardship.loanNotOpen' })
  ask(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @Body() body: HardshipAskDto, @ReqMeta() meta: RequestMeta): Promise<HardshipRequestDto> {
    return this.hardship.ask(me, loanNumber, body, meta);
  }

  @Get(':loanNumber/hardship')
  @ApiOperation({ summary: "List a loan's hardship requests", description: "The member's requests about one of their loans with their status in words, newest first, a page at a time." })
  @ApiOkResponse({ type: HardshipListDto })
  mine(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @Query() query: PageQueryDto, @Lang() lang: Language): Promise<HardshipListDto> {
    return this.hardship.mine(me, loanNumber, pageRequest(query), lang);
  }

  @Get(':loanNumber/schedule-versions')
  @ApiOperation({ summary: "List a loan's schedule versions", description: "Version 1 is the contract's schedule; each approved hardship request makes the next, PENDING_SIGNATURE until the borrower signs it by SMS code. Newest first, with the figures the disclosure compares (instalment, number of instalments, finance charge, total to pay, EIR) and the rows." })
  @ApiOkResponse({ type: ScheduleVersionListDto })
  @ApiNotFoundResponse({ description: 'No such loan of the member (loan.notFound).' })
  versions(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @Lang() lang: Language): Promise<ScheduleVersionListDto> {
    return this.hardship.versions(me, loanNumber, lang);
  }

  @Post(':loanNumber/schedule-versions/:version/sign/start')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the code to sign a new schedule', description: 'Sends a CONTRACT_SIGN code by SMS for the schedule version waiting for the signature.' })
  @ApiAcceptedResponse({ type: MessageDto, description: "'We sent a code to your phone.'" })
  @ApiConflictResponse({ description: 'apiHardship.noPendingVersion' })
  @SendsCode()
  signStart(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @Param('version') version: string, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.hardship.signStart(me, loanNumber, version, meta);
  }

  @Post(':loanNumber/schedule-versions/:version/sign/finish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign a new schedule with the code', description: 'Signs the version waiting with the code sent by SMS; repayments follow it from then on and the earlier version stays readable.' })
  @ApiOkResponse({ type: ScheduleVersionSignedDto })
  @ApiBadRequestResponse({ description: "errors.code: 'Invalid OTP. N tries left.', expired, ..." })
  @ApiConflictResponse({ description: 'apiHardship.noPendingVersion; apiHardship.scheduleChanged (a payment since the approval changed it: withdrawn)' })
  signFinish(
    @CurrentMember() me: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @Param('version') version: string,
    @Body() body: SignFinishRequestDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<Spoken<ScheduleVersionSignedDto>> {
    return this.hardship.signFinish(me, loanNumber, version, body, meta);
  }
}

/** A key sent must be a well-formed one (400 otherwise), as on every money-moving POST. */
const checkedKey = (key: string) => readIdempotencyKey({ headers: { [IDEMPOTENCY_HEADER.toLowerCase()]: key } });

/** The back office's side: staff only; a decision waits for a second staff member (four eyes). */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/hardship')
export class OfficerHardshipController {
  constructor(private readonly hardship: HardshipService) {}

  @Get()
  @ApiOperation({ summary: 'List hardship requests', description: 'Requests of one status (PENDING by default), newest first, a page at a time, with the four-eyes action waiting on each. Audited.' })
  @ApiOkResponse({ type: HardshipListDto })
  @ApiBadRequestResponse({ description: 'errors.status, errors.cursor, errors.limit' })
  list(@CurrentMember() staff: AuthMember, @Query() query: HardshipListQueryDto, @ReqMeta() meta: RequestMeta): Promise<HardshipListDto> {
    return this.hardship.list(staff, query.status, pageRequest(query), meta);
  }

  @Get(':id/preview')
  @ApiOperation({ summary: 'Preview a hardship request', description: "The request, the schedule the loan follows now and the schedule approving it would offer the borrower (dates, amounts, totals), computed as the check would now; nothing changes. Audited." })
  @ApiOkResponse({ type: HardshipPreviewDto })
  @ApiNotFoundResponse({ description: 'apiHardship.notFound' })
  preview(@CurrentMember() staff: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<HardshipPreviewDto> {
    return this.hardship.preview(staff, id, meta);
  }

  @Post(':id/decide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Propose a decision on a hardship request', description: 'APPROVE, or REJECT with the reason the borrower is told, and a note: it waits as a four-eyes action (hardship.decide) until a different staff member approves it at POST /officer/four-eyes/{id}/approve. Approved, the loan gets a new schedule version waiting for the borrower to sign it; the borrower is told by SMS.' })
  @ApiOkResponse({ type: PendingActionDto, description: 'The four-eyes action, PENDING.' })
  @ApiBadRequestResponse({ description: 'errors.decision, errors.note, errors.rejectionReason (required with REJECT)' })
  @ApiNotFoundResponse({ description: 'apiHardship.notFound' })
  @ApiConflictResponse({ description: 'apiHardship.notPending, apiFourEyes.alreadyWaiting; at the check: apiHardship.amountTooLow, apiHardship.versionWaiting, apiHardship.loanClosed' })
  @ApiHeader({ name: IDEMPOTENCY_HEADER, required: false, description: 'One key per proposal (the console sends the one made when the preview rendered): the same key again answers the proposal it made.' })
  decide(
    @CurrentMember() staff: AuthMember,
    @Param('id') id: string,
    @Body() body: HardshipDecideDto,
    @ReqMeta() meta: RequestMeta,
    @Headers(IDEMPOTENCY_HEADER.toLowerCase()) key?: string,
  ): Promise<PendingActionDto> {
    return this.hardship.decide(staff, id, body, meta, key === undefined ? null : checkedKey(key));
  }
}
