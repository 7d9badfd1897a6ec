import { Body, Controller, Get, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { MessageDto } from '../../common/message.dto';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import type { SaidMessage } from '../../common/said';
import { PDF, sendPdf } from '../loans/loans.controller';
import { AccountClosureService } from './account-closure.service';
import { CloseAccountDto } from './dto/close-account.dto';
import { MemberDataDto } from './dto/member-data.dto';
import { MemberDataService } from './member-data.service';

@Controller('member')
export class MemberDataController {
  constructor(
    private readonly data: MemberDataService,
    private readonly closure: AccountClosureService,
  ) {}

  @Get('data')
  @ApiOperation({
    summary: 'Download my data',
    description: 'Everything the company holds about the signed-in member: the account, the consents with their versions and times, the activation details, every loan, support request and message sent. Each download writes an audit event.',
  })
  @ApiOkResponse({ type: MemberDataDto })
  export(@CurrentMember() me: AuthMember, @ReqMeta() meta: RequestMeta): Promise<MemberDataDto> {
    return this.data.export(me, meta.lang, meta);
  }

  @Get('data/pdf')
  @ApiOperation({
    summary: 'Download my data as a PDF',
    description: "The same, as a document to read in the request's language, with each loan's schedule and payments and the wallet's movements. A few an hour per member. Each download writes an audit event.",
  })
  @ApiOkResponse({ description: 'The PDF.', content: PDF })
  @ApiTooManyRequestsResponse({ description: '`apiMemberData.pdfLimited`, with Retry-After.' })
  async pdf(@CurrentMember() me: AuthMember, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    return sendPdf(res, await this.data.pdf(me, meta.lang, meta), 'attachment');
  }

  @Post('close')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close my account',
    description:
      'Once nothing is open: no loan being repaid, no application, no withdrawal on its way, an empty wallet. Confirmed with the password. The account can no longer sign in, every session ends, an SMS confirms it; the records stay for their retention periods (docs/retention.md). Audited.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: '`apiAccountClosure.password` on the password field.' })
  @ApiConflictResponse({ description: 'What stops it: `apiAccountClosure.loanOpen`, `applicationPending`, `withdrawalPending` or `walletBalance`, each saying what to do first.' })
  close(@CurrentMember() me: AuthMember, @Body() body: CloseAccountDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.closure.close(me, body, meta);
  }
}
