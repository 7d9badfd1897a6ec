import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public } from '../../common/auth/decorators';
import { MessageDto } from '../../common/message.dto';
import { Lang, requestLanguage } from '../../common/language';
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
  SignFinishRequestDto,
} from './dto/loan.dto';
import { LoansService, type PdfFile } from './loans.service';
import type { SaidMessage, Spoken } from '../../common/said';

/** A PDF answer in OpenAPI. */
const PDF = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

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
@ApiTags('loans')
@Controller('loan')
export class LoanQuoteController {
  constructor(private readonly loans: LoansService) {}

  @Public()
  @Post('quote')
  @HttpCode(200)
  @ApiOkResponse({ type: LoanQuoteDto })
  @ApiBadRequestResponse({ description: '{message, errors: {amount | installmentCount | currency}}' })
  quote(@Body() body: LoanQuoteRequestDto): Promise<LoanQuoteDto> {
    return this.loans.quote(body);
  }
}

/** The member's loan (docs/product.md §6). Thin: each route is one service call. */
@ApiTags('loans')
@ApiBearerAuth()
@Controller('loan')
export class LoansController {
  constructor(private readonly loans: LoansService) {}

  @Post('applynew')
  @ApiCreatedResponse({ type: LoanCreatedDto, description: "{state: 'LOAN_CREATED', loan}" })
  @ApiBadRequestResponse({ description: "Field errors; agree: 'Please read Service and Policy Agreement'." })
  @ApiConflictResponse({ description: "'Please complete your information!' (not activated) or 'You already have a loan!'." })
  apply(@CurrentMember() me: AuthMember, @Body() body: LoanApplyRequestDto, @ReqMeta() meta: RequestMeta): Promise<LoanCreatedDto> {
    return this.loans.apply(me, body, meta);
  }

  /** The member's latest loan, or null. (The name is the original API's; the identity is the token's.) */
  @Post('phonenumber')
  @HttpCode(200)
  @ApiOkResponse({ type: CurrentLoanDto })
  current(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<CurrentLoanDto> {
    return this.loans.current(me, lang);
  }

  @Get('contracts')
  @ApiOkResponse({ type: ContractListDto })
  contracts(@CurrentMember() me: AuthMember): Promise<Spoken<ContractListDto>> {
    return this.loans.contracts(me);
  }

  @Get(':loanNumber/disclosure')
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
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageDto, description: "'We sent a code to your phone.' (a CONTRACT_SIGN code by SMS)" })
  @ApiConflictResponse({ description: "'This loan cannot be signed now.' or 'This contract is already signed.'" })
  signStart(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.loans.signStart(me, loanNumber, meta);
  }

  @Post(':loanNumber/sign/finish')
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
  @HttpCode(200)
  @ApiOkResponse({ type: LoanMessageDto, description: 'Free before disbursement (CANCELLED); within 3 days of signing after it, by returning the principal (PAID_OFF, closureReason COOLING_OFF).' })
  @ApiConflictResponse({ description: "'This loan can no longer be cancelled.' or 'Your wallet balance is not enough for this.'" })
  cancel(@CurrentMember() me: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<Spoken<LoanMessageDto>> {
    return this.loans.cancel(me, loanNumber, meta);
  }
}
