import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { NotificationListDto, UnreadCountDto } from './dto/inbox.dto';
import { InboxService } from './inbox.service';

@Controller('notifications')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  @ApiOperation({
    summary: 'List my notifications',
    description: 'Every SMS and e-mail the product sent to my phone number and e-mail address, newest first, a page at a time, one-time codes masked. Reading the first page marks everything read.',
  })
  @ApiOkResponse({ type: NotificationListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() me: AuthMember, @Query() query: PageQueryDto): Promise<NotificationListDto> {
    return this.inbox.list(me, pageRequest(query));
  }

  @Get('unread')
  @ApiOperation({ summary: 'Count my unread notifications', description: 'SMS and e-mails sent since I last opened the list (the member shell shows the count).' })
  @ApiOkResponse({ type: UnreadCountDto })
  async unread(@CurrentMember() me: AuthMember): Promise<UnreadCountDto> {
    return { count: await this.inbox.unread(me) };
  }
}
