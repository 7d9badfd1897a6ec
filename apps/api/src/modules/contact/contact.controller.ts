import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public, Roles } from '../../common/auth/decorators';
import { MessageDto } from '../../common/message.dto';
import { pageRequest } from '../../common/paging';
import { RateLimited } from '../../common/rate-limit';
import { PageQueryDto } from '../../common/page.dto';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ContactService } from './contact.service';
import { ContactDto, ContactMessageListDto } from './dto/contact.dto';
import type { SaidMessage } from '../../common/said';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @RateLimited({ perIpOnly: true })
  @Post('contact')
  @ApiOperation({ summary: 'Send a message to the lender', description: 'Stores a message from the contact form; it joins the support queue (GET /officer/support) and its reference is acknowledged by e-mail.' })
  @ApiCreatedResponse({ type: MessageDto })
  submit(@Body() body: ContactDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.contact.submit(body, meta);
  }

  @Roles('LOAN_OFFICER', 'ADMIN')
  @Get('officer/contact-messages')
  @ApiOperation({ summary: 'List contact messages', description: 'Messages from the contact form, newest first, a page at a time.' })
  @ApiOkResponse({ type: ContactMessageListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() officer: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<ContactMessageListDto> {
    return this.contact.list(officer, pageRequest(query), meta);
  }
}
