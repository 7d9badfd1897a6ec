import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ClosePeriodDto, ClosedPeriodsViewDto } from './closed-periods.dto';
import { ClosedPeriodsService } from './closed-periods.service';

/** Closed periods of the books, for admins. A close waits for a second admin (four eyes). */
@Roles('ADMIN')
@Controller('admin/closed-periods')
export class ClosedPeriodsController {
  constructor(private readonly periods: ClosedPeriodsService) {}

  @Get()
  @ApiOperation({ summary: 'Read the closed periods', description: 'The last closed day, the last day the close of business closed, a close waiting for its second admin, and the months closed (newest first, a page at a time). Audited.' })
  @ApiOkResponse({ type: ClosedPeriodsViewDto })
  view(@CurrentMember() admin: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<ClosedPeriodsViewDto> {
    return this.periods.view(admin, pageRequest(query), meta);
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask to close a month',
    description:
      'It waits for a second admin (POST /officer/four-eyes/:id/approve, kind books.close-period), who re-checks it. Once closed, no journal entry may be booked on or before its last day (409 apiBooks.periodClosed): corrections are posted in the open period. Audited.',
  })
  @ApiAcceptedResponse({ type: ClosedPeriodsViewDto, description: 'The close waits for its second admin (`pending`).' })
  @ApiBadRequestResponse({ description: '`month` is not a month (`apiBooks.month`).' })
  @ApiConflictResponse({
    description:
      'The month has not ended (`apiBooks.monthNotEnded`), the close of business has not closed its last day (`apiBooks.closeOfBusinessBehind`), it is closed already (`apiBooks.alreadyClosed`), or a close already waits (`apiFourEyes.alreadyWaiting`).',
  })
  propose(@CurrentMember() admin: AuthMember, @Body() body: ClosePeriodDto, @ReqMeta() meta: RequestMeta): Promise<ClosedPeriodsViewDto> {
    return this.periods.propose(admin, body.month, meta);
  }
}
