import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { isSupportStatus } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { Refusal } from '../../common/errors';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { RateLimited } from '../../common/rate-limit';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import type { Spoken } from '../../common/said';
import {
  OfficerSupportAnswerDto,
  OfficerSupportQueryDto,
  OfficerSupportTicketDto,
  OfficerSupportTicketListDto,
  OpenSupportTicketDto,
  SupportMessageRequestDto,
  SupportTicketAnswerDto,
  SupportTicketDto,
  SupportTicketListDto,
} from './dto/support.dto';
import { SupportService } from './support.service';

/** The member's own support tickets (docs/product.md §2 Support). */
@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Get()
  @ApiOperation({ summary: 'List my support requests', description: "The signed-in member's tickets and complaints, newest first, a page at a time." })
  @ApiOkResponse({ type: SupportTicketListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() member: AuthMember, @Query() query: PageQueryDto): Promise<SupportTicketListDto> {
    return this.support.listOwn(member, pageRequest(query));
  }

  @RateLimited()
  @Post()
  @ApiOperation({ summary: 'Open a support request', description: 'A question or a complaint (topic COMPLAINT) with its first message; answers come in its thread and by SMS. Counted per member.' })
  @ApiCreatedResponse({ type: SupportTicketAnswerDto })
  open(@CurrentMember() member: AuthMember, @Body() body: OpenSupportTicketDto, @ReqMeta() meta: RequestMeta): Promise<Spoken<SupportTicketAnswerDto>> {
    return this.support.open(member, body, meta);
  }

  @Get(':reference')
  @ApiOperation({ summary: 'Read my support request', description: 'The ticket with its whole thread, oldest message first. Another member\'s reference is a 404.' })
  @ApiOkResponse({ type: SupportTicketDto })
  read(@CurrentMember() member: AuthMember, @Param('reference') reference: string): Promise<SupportTicketDto> {
    return this.support.readOwn(member, reference);
  }

  @RateLimited()
  @Post(':reference/messages')
  @ApiOperation({ summary: 'Write more on my support request', description: 'Adds to the thread; the ticket waits for staff again (OPEN), even a closed one. Counted per member.' })
  @ApiCreatedResponse({ type: SupportTicketAnswerDto })
  reply(@CurrentMember() member: AuthMember, @Param('reference') reference: string, @Body() body: SupportMessageRequestDto, @ReqMeta() meta: RequestMeta): Promise<Spoken<SupportTicketAnswerDto>> {
    return this.support.reply(member, reference, body, meta);
  }
}

/** The support queue for staff: members' tickets and the contact form's messages together. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/support')
export class OfficerSupportController {
  constructor(private readonly support: SupportService) {}

  @Get()
  @ApiOperation({ summary: 'List support requests', description: 'Tickets from members and from the contact form, newest first, a page at a time; `status` filters; each with its time to first answer.' })
  @ApiOkResponse({ type: OfficerSupportTicketListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() officer: AuthMember, @Query() query: OfficerSupportQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerSupportTicketListDto> {
    if (query.status !== undefined && !isSupportStatus(query.status)) throw Refusal.fields({ status: { code: 'apiSupport.statusFilter' } });
    return this.support.officerList(officer, query.status, pageRequest(query), meta);
  }

  @Get(':reference')
  @ApiOperation({ summary: 'Read a support request', description: 'The ticket, who wrote it, and its whole thread, oldest message first.' })
  @ApiOkResponse({ type: OfficerSupportTicketDto })
  read(@CurrentMember() officer: AuthMember, @Param('reference') reference: string, @ReqMeta() meta: RequestMeta): Promise<OfficerSupportTicketDto> {
    return this.support.officerRead(officer, reference, meta);
  }

  @Post(':reference/answer')
  @ApiOperation({ summary: 'Answer a support request', description: 'Adds staff\'s answer to the thread (ANSWERED); the member is told by SMS, a contact-form sender gets it by e-mail. 409 once closed.' })
  @ApiCreatedResponse({ type: OfficerSupportAnswerDto })
  @ApiConflictResponse({ description: 'The request is closed.' })
  answer(@CurrentMember() officer: AuthMember, @Param('reference') reference: string, @Body() body: SupportMessageRequestDto, @ReqMeta() meta: RequestMeta): Promise<Spoken<OfficerSupportAnswerDto>> {
    return this.support.answer(officer, reference, body, meta);
  }

  @Post(':reference/close')
  @ApiOperation({ summary: 'Close a support request', description: 'Settled: CLOSED. The member may still write again, which opens it. 409 when already closed.' })
  @ApiCreatedResponse({ type: OfficerSupportAnswerDto })
  @ApiConflictResponse({ description: 'Already closed.' })
  close(@CurrentMember() officer: AuthMember, @Param('reference') reference: string, @ReqMeta() meta: RequestMeta): Promise<Spoken<OfficerSupportAnswerDto>> {
    return this.support.close(officer, reference, meta);
  }
}
