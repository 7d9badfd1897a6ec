import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { SendsCode } from '../otp/sends-code.decorator';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public } from '../../common/auth/decorators';
import { MessageDto } from '../../common/message.dto';
import { Lang, requestLanguage } from '../../common/language';
import { PageQueryDto } from '../../common/page.dto';
import { listPageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import {
  ContractListDto,
  CurrentLoanDto,
  DisclosureDto,
  DisclosureQueryDto,
  LoanApplyRequestDto,
  LoanCreatedDto,
  LoanMessageDto,
  LoanQuoteDto,
  LoanQuoteRequestDto,
  ReloanRequestDto,
  SignFinishRequestDto,
} from './dto/loan.dto';
import { LoansService, type PdfFile } from './loans.service';
import { CreditLimitService } from './credit-limit.service';
import { CreditLimitDto } from './dto/credit-limit.dto';
import type { SaidMessage, Spoken } from '../../common/said';

/** A PDF answer in OpenAPI. */
export const PDF = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

export function sendPdf(res: FastifyReply, file: PdfFile, disposition: 'inline' | 'attachment'): StreamableFile {
  res.headers({
    'Content-Type': 'application/pdf',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${disposition}; filename="${file.filename}"`,
    'X-Content-SHA256': file.sha256,
  });
  return new StreamableFile(file.pdf, { type: 'application/pdf', length: file.pdf.length });
}

/**
 * The calculator, open to anyone: the same libs/domain math as the application; amounts outside the
 * limits are clamped. A controller of its own, so the document does not ask it for a token.
 */
@Controller('loan')
export class LoanQuoteController {
  constructor(private readonly loans: LoansService) {}

  @Public()
  @Post('quote')
  @ApiOperation({ summary: 'Quote a loan', description: 'The instalment, interest and schedule of an amount and a number of instalments in a currency, clamped to the limits. Nothing is stored.' })
  @HttpCode(200)
  @ApiOkResponse({ type: LoanQuoteDto })
  @ApiBadRequestResponse({ description: '{message, errors: {amount | installmentCount | currency}}' })
  quote(@Body() body: LoanQuoteRequestDto): Promise<LoanQuoteDto> {
    return this.loans.quote(body);
  }
}

/** The member's loan (docs/product.md §6). Thin: each route is one service call. */
@Controller('loan')
export class LoansController {
  constructor(
    private readonly loans: LoansService,
    private readonly limits: CreditLimitService,
  ) {}

  @Post('applynew')
  @ApiOperation({ summary: 'Apply for a loan', description: 'Creates a loan application (PENDING_REVIEW) for the signed-in, verified member. One open loan at a time.' })
  @ApiCreatedResponse({ type: LoanCreatedDto, description: "{state: 'LOAN_CREATED', loan}" })
  @ApiBadRequestResponse({ description: "Field errors; agree: 'Please read Service and Policy Agreement'." })
  @ApiConflictResponse({ description: "'Please complete your information!' (not activated) or 'You already have a loan!'." })
  apply(@CurrentMember() me: AuthMember, @Body() body: LoanApplyRequestDto, @ReqMeta() meta: RequestMeta): Promise<LoanCreatedDto> {
    return this.loans.apply(me, body, meta);
  }

  @Get('offer')
  @ApiOperation({ summary: 'Read the credit limit and the re-loan offer', description: "The signed-in member's limit by the rules of docs/credit-limits.md, the reason in words, the previous loans it was built from, and the pre-approved offer when there is one; profileProblem says what to update before applying with it." })
  @ApiOkResponse({ type: CreditLimitDto })
  offer(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<CreditLimitDto> {
    return this.limits.of(me.id, lang);
  }

  @Post('reloan')
  @ApiOperation({ summary: 'Apply with the re-loan offer', description: "Creates a loan application (PENDING_REVIEW) for at most the offer's amount, in PHP, without new documents: the identity must still be verified and the bank account unchanged since." })
  @ApiCreatedResponse({ type: LoanCreatedDto, description: "{state: 'LOAN_CREATED', loan}" })
  @ApiBadRequestResponse({ description: 'Field errors; amount: apiCreditLimit.refusal.aboveOffer above the offer.' })
  @ApiConflictResponse({ description: 'apiCreditLimit.refusal.noOffer, .kycNotVerified or .bankChanged; loan.alreadyHasLoan.' })
  reloan(@CurrentMember() me: AuthMember, @Body() body: ReloanRequestDto, @ReqMeta() meta: RequestMeta): Promise<LoanCreatedDto> {
    return this.limits.reloan(me, body, meta);
  }

  /** The member's latest loan, or null: a read, so it changes nothing (and drops no cache). */
  @Get('current')
  @ApiOperation({ summary: 'Read the current loan', description: 'The latest loan of the signed-in member with its schedule and balance, or null when the member never applied.' })
  @ApiOkResponse({ type: CurrentLoanDto })
  current(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<CurrentLoanDto> {
    return this.loans.current(me, lang);
  }

  /** The same as GET /loan/current for the callers of the original API (the identity is the token's). */
  @Post('phonenumber')
  @ApiOperation({ summary: 'Read the current loan (historical path)', description: 'The same answer as GET /loan/current; the path is historical and the member comes from the token.' })
  @HttpCode(200)
  @ApiOkResponse({ type: CurrentLoanDto })
  currentByHistoricalPath(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<CurrentLoanDto> {
    return this.loans.current(me, lang);
  }

  @Get('contracts')
  @ApiOperation({ summary: "List the member's signed contracts", description: "The signed-in member's signed loan contracts with their status, newest signature first, a page at a time." })
  @ApiOkResponse({ type: ContractListDto })
  contracts(@CurrentMember() me: AuthMember, @Query() query: PageQueryDto): Promise<Spoken<ContractListDto>> {
    return this.loans.contracts(me, listPageRequest(query));
  }

  @Get(':loanNumber/disclosure')
  @ApiOperation({ summary: 'Read the disclosure statement', description: 'The disclosure statement of the loan (Truth in Lending): JSON, or the PDF with ?format=pdf or Accept: application/pdf.' })
  @ApiExtraModels(DisclosureDto)
  @ApiOkResponse({
    description: 'JSON, or the PDF with ?format=pdf or Accept: application/pdf.',
    content: { 'application/json': { schema: { $ref: getSchemaPath(DisclosureDto) } }, ...PDF },
  })
  @ApiNotFoundResponse({ description: "'Loan not found.'" })
  async disclosure(
    @CurrentMember() me: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @Query() query: DisclosureQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<DisclosureDto | StreamableFile> {
    const pdf = query.format === 'pdf' || (query.format !== 'json' && accepts(req.raw).type(['application/json', 'application/pdf']) === 'application/pdf');
    const lang = requestLanguage(req);
    if (pdf) return sendPdf(res, await this.loans.disclosurePdf(me, loanNumber, lang), 'inline');
    return this.loans.disclosure(me, loanNumber, lang);
  }

  @Post(':loanNumber/sign/start')
  @ApiOperation({ summary: 'Send the signing code', description: 'Sends a CONTRACT_SIGN code by SMS for the approved loan.' })
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageDto, description: "'We sent a code to your phone.' (a CONTRACT_SIGN code by SMS)" })
  @ApiConflictResponse({ description: "'This loan cannot be signed now.' or 'This contract is already signed.'" })
  @SendsCode()
  signStart(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.loans.signStart(me, loanNumber, meta);
  }

  @Post(':loanNumber/sign/finish')
  @ApiOperation({ summary: 'Sign the contract with the code', description: "Signs the approved loan's contract with the code sent by SMS; the loan becomes CONTRACT_SIGNED, then is disbursed to the wallet." })
  @HttpCode(200)
  @ApiOkResponse({ type: LoanMessageDto, description: "'OTP confirmed successfully'; the loan is CONTRACT_SIGNED." })
  @ApiBadRequestResponse({ description: "errors.code: 'Invalid OTP. N tries left.', expired, ..." })
  @ApiConflictResponse({ description: "'This contract is already signed.' or 'This loan cannot be signed now.'" })
  signFinish(
    @CurrentMember() me: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @Body() body: SignFinishRequestDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<Spoken<LoanMessageDto>> {
    return this.loans.signFinish(me, loanNumber, body, meta);
  }

  /** The signed contract as stored at signing; X-Content-SHA256 is its hash. Officers may read any (audited). */
  @Get(':loanNumber/contract.pdf')
  @ApiOperation({ summary: 'Download the signed contract', description: 'The signed loan contract as a PDF, with its SHA-256 in X-Content-SHA256.' })
  @ApiOkResponse({ description: 'The PDF, with X-Content-SHA256.', content: PDF })
  @ApiNotFoundResponse({ description: "'Loan not found.' or 'Contract not found.'" })
  async contract(
    @CurrentMember() me: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendPdf(res, await this.loans.contractPdf(me, loanNumber, meta), 'attachment');
  }

  @Post(':loanNumber/cancel')
  @ApiOperation({ summary: 'Cancel a loan', description: 'Free before disbursement (CANCELLED); within the cooling-off days after signing, by returning the principal from the wallet (PAID_OFF, closureReason COOLING_OFF).' })
  @HttpCode(200)
  @ApiOkResponse({ type: LoanMessageDto, description: 'Free before disbursement (CANCELLED); within 3 days of signing after it, by returning the principal (PAID_OFF, closureReason COOLING_OFF).' })
  @ApiConflictResponse({ description: "'This loan can no longer be cancelled.' or 'Your wallet balance is not enough for this.'" })
  cancel(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<Spoken<LoanMessageDto>> {
    return this.loans.cancel(me, loanNumber, meta);
  }
}
