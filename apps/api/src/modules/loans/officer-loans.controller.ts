import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Language } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { PageQueryDto } from '../../common/page.dto';
import { listPageRequest, pageRequest } from '../../common/paging';
import { ApprovalReasonListDto, ApproveLoanRequestDto, OfficerLoanDto, OfficerLoanListDto, OfficerLoansQueryDto, RejectLoanRequestDto, RejectReasonListDto } from './dto/loan.dto';
import { OfficerLoansService } from './officer-loans.service';

/** Loan review by officers (docs/product.md §6). Members get 403; every action writes an audit event. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class OfficerLoansController {
  constructor(private readonly officerLoans: OfficerLoansService) {}

  @Get('loan-reject-reasons')
  @ApiOperation({ summary: 'List loan rejection reasons', description: "The fixed list of loan rejection reasons with the words the member sees, in the request's language." })
  @ApiOkResponse({ type: RejectReasonListDto, description: "The fixed list of rejection reasons, with the words the member sees, in the request's language (Accept-Language), a page at a time." })
  reasons(@Query() query: PageQueryDto, @Lang() lang: Language): RejectReasonListDto {
    return this.officerLoans.reasons(lang, listPageRequest(query));
  }

  @Get('loan-approval-reasons')
  @ApiOperation({ summary: 'List loan approval reasons', description: "The fixed list of approval reasons (a lower amount needs a LOWER_ one) with the words the member reads, in the request's language." })
  @ApiOkResponse({ type: ApprovalReasonListDto, description: "The fixed list of approval reasons, with the words the member reads, in the request's language (Accept-Language), a page at a time." })
  approvalReasons(@Query() query: PageQueryDto, @Lang() lang: Language): ApprovalReasonListDto {
    return this.officerLoans.approvalReasons(lang, listPageRequest(query));
  }

  @Get('loans')
  @ApiOperation({ summary: 'List loans', description: "Loans of one status (or all), newest first, a page at a time; `q` searches the loan number and the member's name or phone." })
  @ApiOkResponse({ type: OfficerLoanListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  @ApiBadRequestResponse({ description: "errors.status: 'Please choose a loan status.'; errors.cursor, errors.limit, errors.q" })
  list(@CurrentMember() officer: AuthMember, @Query() query: OfficerLoansQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerLoanListDto> {
    return this.officerLoans.list(officer, query.status, pageRequest(query), meta);
  }

  @Get('loans/:loanNumber')
  @ApiOperation({ summary: 'Read a loan', description: 'The loan with its pre-screening (age, KYC status, debt service ratio) and the member. Audited.' })
  @ApiOkResponse({ type: OfficerLoanDto, description: 'The loan with its pre-screening (age, KYC status, DSR) and the member.' })
  @ApiNotFoundResponse({ description: "'Loan not found.'" })
  detail(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<OfficerLoanDto> {
    return this.officerLoans.detail(officer, loanNumber, meta);
  }

  @Post('loans/:loanNumber/approve')
  @ApiOperation({
    summary: 'Approve a loan',
    description:
      'Approves a loan pending review, optionally for less (with a LOWER_ reason the member reads) or fewer instalments; the member is told by SMS. Above the debt-to-income limit (`dtiLimit`, of the approved figures) it needs `dtiOverrideReason`. Above FOUR_EYES_ABOVE_PHP, or above that limit, the approval waits for a second officer (`secondApproval`; POST /officer/four-eyes/:id/approve) and the loan stays in review. An officer cannot decide on their own loan.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: OfficerLoanDto, description: 'APPROVED (optionally for less or shorter), the member told by SMS; or still PENDING_REVIEW with `secondApproval` when a second officer must approve.' })
  @ApiBadRequestResponse({ description: 'errors.amount / errors.installmentCount / errors.reasonCode / errors.note / errors.dtiOverrideReason (above the debt-to-income limit without a reason)' })
  @ApiConflictResponse({ description: "'The member's identity (KYC) is not verified.', 'Only a loan pending review can be approved.', 'You cannot decide on your own loan.', 'This loan waits for a second officer's approval.'" })
  approve(
    @CurrentMember() officer: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @Body() body: ApproveLoanRequestDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<OfficerLoanDto> {
    return this.officerLoans.approve(officer, loanNumber, body, meta);
  }

  @Post('loans/:loanNumber/reject')
  @ApiOperation({ summary: 'Reject a loan', description: 'Rejects a loan pending review with a reason code from GET /officer/loan-reject-reasons; the member is told by SMS.' })
  @HttpCode(200)
  @ApiOkResponse({ type: OfficerLoanDto, description: 'REJECTED with a reason code; the member sees its words (GET /officer/loan-reject-reasons).' })
  @ApiBadRequestResponse({ description: "errors.reasonCode: 'Please choose a reason from the list.'" })
  @ApiConflictResponse({ description: "'Only a loan pending review can be rejected.', 'This loan waits for a second officer's approval.'" })
  reject(
    @CurrentMember() officer: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @Body() body: RejectLoanRequestDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<OfficerLoanDto> {
    return this.officerLoans.reject(officer, loanNumber, body, meta);
  }
}
