import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { CloseOfBusinessProgressDto, CloseOfBusinessRunResultDto } from './close-of-business.dto';
import { CloseOfBusinessJob, type CloseOfBusinessRun } from './close-of-business.job';

const toDto = (p: { lastClosedDate: string | null; runs: CloseOfBusinessRun[] }): CloseOfBusinessProgressDto => ({
  lastClosedDate: p.lastClosedDate,
  runs: p.runs.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null })),
});

/** The close of business as staff see it: its progress for officers and admins, and a run (or a resume) an admin starts. */
@Controller()
export class CloseOfBusinessController {
  constructor(
    private readonly job: CloseOfBusinessJob,
    private readonly audit: AuditService,
  ) {}

  @Get('officer/close-of-business')
  @Roles('LOAN_OFFICER', 'ADMIN')
  @ApiOperation({ summary: 'Close of business: progress', description: 'The last business day closed (the books are accrued through it) and the latest days with their progress, or the loan a close failed at.' })
  @ApiOkResponse({ type: CloseOfBusinessProgressDto })
  async progress(): Promise<CloseOfBusinessProgressDto> {
    return toDto(await this.job.progress());
  }

  @Post('admin/close-of-business/run')
  @Roles('ADMIN')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close of business: run or resume now',
    description: 'Closes every business day not closed through yesterday, in order, resuming a day that stopped where it stopped. Safe to repeat: a closed day is never closed again. Audited.',
  })
  @ApiOkResponse({ type: CloseOfBusinessRunResultDto })
  async run(@CurrentMember() admin: AuthMember, @ReqMeta() meta: RequestMeta): Promise<CloseOfBusinessRunResultDto> {
    await this.audit.record({ actorId: admin.id, action: 'admin.closeOfBusiness.run', meta });
    const outcome = await this.job.run();
    await this.audit.record({ actorId: admin.id, action: 'admin.closeOfBusiness.ran', meta, details: { ...outcome } });
    return { ...outcome, progress: toDto(await this.job.progress()) };
  }
}
