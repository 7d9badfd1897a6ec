import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { ProposeWriteOffDto, WriteOffViewDto } from './dto/write-off.dto';
import { WriteOffsService } from './write-offs.service';

/** Write-off of a loan, for staff: proposed by one, approved by another (four eyes, kind loan.write-off). */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/loans/:loanNumber/write-off')
export class WriteOffsController {
  constructor(private readonly writeOffs: WriteOffsService) {}

  @Get()
  @ApiOperation({ summary: "A loan's write-off", description: 'What the loan owes on the books, whether it can be written off, a write-off waiting for its second check, or the one done.' })
  @ApiOkResponse({ type: WriteOffViewDto })
  view(@CurrentMember() staff: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<WriteOffViewDto> {
    return this.writeOffs.view(staff, loanNumber, meta.lang);
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Propose the write-off of a loan',
    description:
      'With a reason. It waits for a second staff member (POST /officer/four-eyes/:id/approve): then the receivables leave the books against the allowance, the loan is WRITTEN_OFF, collections stop and the borrower is told by SMS. Money paid later is booked as a recovery.',
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiConflictResponse({ description: 'The loan is not running (`apiWriteOffs.notRunning`), owes nothing (`apiWriteOffs.nothingOwed`), or a write-off already waits (`apiFourEyes.alreadyWaiting`).' })
  propose(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @Body() body: ProposeWriteOffDto, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.writeOffs.propose(officer, loanNumber, body, meta);
  }
}
