import { Controller, Get, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { PDF, sendPdf } from '../loans/loans.controller';
import { MemberDataDto } from './dto/member-data.dto';
import { MemberDataService } from './member-data.service';

@Controller('member/data')
export class MemberDataController {
  constructor(private readonly data: MemberDataService) {}

  @Get()
  @ApiOperation({
    summary: 'Download my data',
    description: 'Everything the company holds about the signed-in member: the account, the consents with their versions and times, the activation details, every loan, support request and message sent. Each download writes an audit event.',
  })
  @ApiOkResponse({ type: MemberDataDto })
  export(@CurrentMember() me: AuthMember, @ReqMeta() meta: RequestMeta): Promise<MemberDataDto> {
    return this.data.export(me, meta.lang, meta);
  }

  @Get('pdf')
  @ApiOperation({
    summary: 'Download my data as a PDF',
    description: "The same, as a document to read in the request's language, with each loan's schedule and payments and the wallet's movements. A few an hour per member. Each download writes an audit event.",
  })
  @ApiOkResponse({ description: 'The PDF.', content: PDF })
  @ApiTooManyRequestsResponse({ description: '`apiMemberData.pdfLimited`, with Retry-After.' })
  async pdf(@CurrentMember() me: AuthMember, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    return sendPdf(res, await this.data.pdf(me, meta.lang, meta), 'attachment');
  }
}
