import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { AuditTrailService } from './audit-trail.service';
import { AuditListDto, AuditQueryDto } from './dto/audit.dto';

/** The audit trail for staff: read-only, no operation changes or deletes an event. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class AuditTrailController {
  constructor(private readonly trail: AuditTrailService) {}

  @Get('audit')
  @ApiOperation({
    summary: 'Read the audit trail',
    description:
      'Every staff action and money movement, newest first, a page at a time: who, when, what, and what changed (before and after). Filters: `staff` and `member` (phone number or id), `loan` (loan number), `from` and `to` (days in Manila). Reading it is audited.',
  })
  @ApiOkResponse({ type: AuditListDto, description: 'The events, newest first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() officer: AuthMember, @Query() query: AuditQueryDto, @ReqMeta() meta: RequestMeta): Promise<AuditListDto> {
    return this.trail.list(officer, query, meta);
  }
}
