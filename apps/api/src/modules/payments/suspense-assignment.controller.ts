import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { SuspenseAssignRequestDto, SuspenseListDto, SuspensePaymentDto } from './dto/suspense.dto';
import { SuspenseAssignmentService } from './suspense-assignment.service';

/** Payments held in suspense and their assignment to a loan or a wallet (four eyes). */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/suspense')
export class SuspenseAssignmentController {
  constructor(private readonly suspense: SuspenseAssignmentService) {}

  @Get()
  @ApiOperation({ summary: 'List payments in suspense', description: 'Channel payments with a reference that is not ours, newest first, a page at a time, each with its assignment (waiting or done). Audited.' })
  @ApiOkResponse({ type: SuspenseListDto })
  @ApiBadRequestResponse({ description: 'errors.cursor, errors.limit.' })
  list(@CurrentMember() staff: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<SuspenseListDto> {
    return this.suspense.list(staff, pageRequest(query), meta);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read a payment in suspense', description: 'One channel payment held in suspense, with its assignment. Audited.' })
  @ApiOkResponse({ type: SuspensePaymentDto })
  @ApiNotFoundResponse({ description: 'No such payment in suspense.' })
  one(@CurrentMember() staff: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<SuspensePaymentDto> {
    return this.suspense.one(staff, id, meta);
  }

  @Post(':id/assign')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask to assign a payment in suspense',
    description: "The payment waits for a second staff member; on approval it leaves PAYMENTS_SUSPENSE as a repayment of the loan (allocated as any payment) or a cash-in to the member's wallet.",
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiBadRequestResponse({ description: 'errors.target, errors.loanNumber (no loan being repaid has it), errors.memberPhone (no member has it).' })
  @ApiNotFoundResponse({ description: 'No such payment in suspense.' })
  @ApiConflictResponse({ description: 'Already assigned, or an assignment already waits.' })
  assign(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: SuspenseAssignRequestDto, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.suspense.request(officer, id, { ...body }, meta);
  }
}
