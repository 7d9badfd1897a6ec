import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Language } from '@halimbawa/domain';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { Clock } from '../../common/clock';
import { Lang } from '../../common/language';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { PDF, sendPdf } from '../loans/loans.controller';
import { HistoryPageDto, HistoryQueryDto, ReceiptDto } from './dto/receipt.dto';
import { ReceiptsService } from './receipts.service';

/** Receipts and the wallet's history (docs/product.md §7): a member's own; staff may read any receipt (audited). */
@Controller()
export class ReceiptsController {
  constructor(
    private readonly receipts: ReceiptsService,
    private readonly clock: Clock,
  ) {}

  @Get('receipts/:receiptNumber')
  @ApiOperation({ summary: 'Read a receipt', description: 'A payment, auto-debit, pay-off or cash-in by its receipt number: the amount, the split (late charge, interest, principal, rebate) and the remaining balance.' })
  @ApiOkResponse({ type: ReceiptDto })
  @ApiNotFoundResponse({ description: "'There is no such receipt.' (also for another member's receipt)" })
  receipt(@CurrentMember() me: AuthMember, @Param('receiptNumber') receiptNumber: string, @Lang() lang: Language, @ReqMeta() meta: RequestMeta): Promise<ReceiptDto> {
    return this.receipts.receipt(me, receiptNumber, lang, meta);
  }

  @Get('receipts/:receiptNumber/pdf')
  @ApiOperation({ summary: 'Download a receipt', description: 'The receipt as a PDF, in the request\'s language, with its SHA-256 in X-Content-SHA256.' })
  @ApiOkResponse({ description: 'The PDF.', content: PDF })
  @ApiNotFoundResponse({ description: "'There is no such receipt.'" })
  async receiptPdf(
    @CurrentMember() me: AuthMember,
    @Param('receiptNumber') receiptNumber: string,
    @Lang() lang: Language,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendPdf(res, await this.receipts.receiptPdf(me, receiptNumber, lang, meta), 'attachment');
  }

  @Get('wallet/history')
  @ApiOperation({ summary: "List the wallet's history", description: 'Every movement of the wallet and every payment of the loans, newest first, a page at a time, each with its receipt number when it has one.' })
  @ApiOkResponse({ type: HistoryPageDto })
  @ApiBadRequestResponse({ description: 'errors.cursor, errors.limit.' })
  history(@CurrentMember() me: AuthMember, @Query() query: HistoryQueryDto): Promise<HistoryPageDto> {
    return this.receipts.history(me.id, query);
  }

  @Get('loan/:loanNumber/statement.pdf')
  @ApiOperation({ summary: 'Download the statement of account', description: "The disbursed loan's statement of account as a PDF: its figures, the schedule as it stands and every payment with its receipt number." })
  @ApiOkResponse({ description: 'The PDF.', content: PDF })
  @ApiNotFoundResponse({ description: "'Loan not found.'" })
  async statement(
    @CurrentMember() me: AuthMember,
    @Param('loanNumber') loanNumber: string,
    @Lang() lang: Language,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendPdf(res, await this.receipts.statementPdf(me, loanNumber, lang, meta, this.clock.now()), 'attachment');
  }
}
