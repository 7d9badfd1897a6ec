import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { RateLimited } from '../../common/rate-limit';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ReconciliationItemDto, ReconciliationRunDetailDto, ReconciliationRunListDto, ResolveItemDto, RunItemsQueryDto, SettlementUploadDto, UnconfirmedPaymentDto, UnconfirmedPaymentListDto, UnconfirmedPaymentsQueryDto } from './reconciliation.dto';
import { ReconciliationService } from './reconciliation.service';
import { MAX_FILE_KB } from './settlement-file';

/**
 * The upload's body: the file as a JSON string, where a quote, a backslash or a line end takes two
 * bytes, and the other fields. The file's own limit (MAX_FILE_KB, MAX_FILE_ROWS) is the one stated.
 */
const UPLOAD_BODY_BYTES = 2 * MAX_FILE_KB * 1024 + 16 * 1024;

/** Reconciliation of channels' settlement files (docs/collections.md). Staff only; every step audited. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/reconciliation')
export class ReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Post()
  @RouteConfig({ bodyLimit: UPLOAD_BODY_BYTES })
  @RateLimited()
  @ApiOperation({
    summary: 'Upload a settlement file',
    description: "A channel's settlement file (CSV), matched against the payments the channel notified: matched, in the file only, in the product only, amounts that differ.",
  })
  @ApiCreatedResponse({ type: ReconciliationRunDetailDto, description: 'The run with its counts and the first page of items.' })
  @ApiBadRequestResponse({ description: 'The channel, the file name or the file refused (the line in `errors.csv`).' })
  upload(@CurrentMember() officer: AuthMember, @Body() body: SettlementUploadDto, @ReqMeta() meta: RequestMeta): Promise<ReconciliationRunDetailDto> {
    return this.reconciliation.upload(officer, body, meta);
  }

  @Get()
  @ApiOperation({ summary: 'List reconciliation runs', description: 'Uploaded settlement files with their counts, newest first, a page at a time.' })
  @ApiOkResponse({ type: ReconciliationRunListDto })
  @ApiBadRequestResponse({ description: '`cursor` or `limit` not understood.' })
  list(@CurrentMember() officer: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<ReconciliationRunListDto> {
    return this.reconciliation.list(officer, pageRequest(query), meta);
  }

  @Get('unconfirmed-payments')
  @ApiOperation({
    summary: "List payments the provider did not confirm",
    description:
      "Payments a provider's webhook announced that the provider did not confirm when asked back (another amount, no such payment...): nothing was credited; the open ones (or the resolved), newest first, a page at a time, found by payment id or reference.",
  })
  @ApiOkResponse({ type: UnconfirmedPaymentListDto })
  @ApiBadRequestResponse({ description: '`state`, `cursor` or `limit` not understood.' })
  unconfirmed(@CurrentMember() officer: AuthMember, @Query() query: UnconfirmedPaymentsQueryDto, @ReqMeta() meta: RequestMeta): Promise<UnconfirmedPaymentListDto> {
    return this.reconciliation.unconfirmed(officer, pageRequest(query), query, meta);
  }

  @Post('unconfirmed-payments/:id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark an unconfirmed payment resolved', description: 'Records who resolved a payment the provider did not confirm, when, and how (the note). Moves no money. Audited.' })
  @ApiOkResponse({ type: UnconfirmedPaymentDto })
  @ApiBadRequestResponse({ description: 'No note (`apiReconciliation.note`).' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Already resolved (`apiReconciliation.notToResolve`).' })
  resolveUnconfirmed(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: ResolveItemDto, @ReqMeta() meta: RequestMeta): Promise<UnconfirmedPaymentDto> {
    return this.reconciliation.resolveUnconfirmed(officer, id, body.note, meta);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read a reconciliation run', description: 'A run and a page of its items, filtered by kind.' })
  @ApiOkResponse({ type: ReconciliationRunDetailDto })
  @ApiBadRequestResponse({ description: '`kind`, `cursor` or `limit` not understood.' })
  @ApiNotFoundResponse()
  read(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Query() query: RunItemsQueryDto, @ReqMeta() meta: RequestMeta): Promise<ReconciliationRunDetailDto> {
    return this.reconciliation.read(officer, id, query.kind, pageRequest(query), meta);
  }

  @Post('items/:id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resolve a difference', description: 'Records who resolved an item that did not match, when, and how (the note). Moves no money.' })
  @ApiOkResponse({ type: ReconciliationItemDto })
  @ApiBadRequestResponse({ description: 'No note.' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Matched, or already resolved.' })
  resolve(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: ResolveItemDto, @ReqMeta() meta: RequestMeta): Promise<ReconciliationItemDto> {
    return this.reconciliation.resolve(officer, id, body.note, meta);
  }
}
