import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public, Roles } from '../../common/auth/decorators';
import { MessageDto } from '../../common/message.dto';
import { pageRequest } from '../../common/paging';
import { RateLimited } from '../../common/rate-limit';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ContactService } from './contact.service';
import { ContactDto, ContactMessageListDto, ContactMessagesQueryDto } from './dto/contact.dto';
import type { SaidMessage } from '../../common/said';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @RateLimited({ perIpOnly: true })
  @Post('contact')
  @ApiCreatedResponse({ type: MessageDto })
  submit(@Body() body: ContactDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.contact.submit(body, meta);
  }

  @ApiBearerAuth()
  @Roles('LOAN_OFFICER', 'ADMIN')
  @Get('officer/contact-messages')
  @ApiOkResponse({ type: ContactMessageListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() officer: AuthMember, @Query() query: ContactMessagesQueryDto, @ReqMeta() meta: RequestMeta): Promise<ContactMessageListDto> {
    return this.contact.list(officer, pageRequest(query), meta);
  }
}
