import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { LateChargeWaiverRequestDto } from './dto/late-charge-waiver.dto';
import { LateChargeWaiversService } from './late-charge-waivers.service';

@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/loans')
export class LateChargeWaiversController {
  constructor(private readonly waivers: LateChargeWaiversService) {}

  @Post(':loanNumber/late-charge-waivers')
  @HttpCode(202)
  @ApiOperation({
    summary: "Ask to waive an instalment's late charge",
    description:
      'Waits for a second staff member (four eyes, loan.late-charge.waive). Approved, the instalment owes that much less late charge, the borrower is told by SMS, and where the late charge had been booked as earned a correcting LATE_CHARGE entry takes it back off the books.',
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiBadRequestResponse({ description: 'errors.instalment, errors.amount (apiLateCharges.amountAbove: more than the instalment still owes), errors.reason.' })
  @ApiNotFoundResponse({ description: 'apiLateCharges.loanNotFound' })
  @ApiConflictResponse({ description: 'apiLateCharges.notRunning, apiLateCharges.nothingToWaive, apiFourEyes.alreadyWaiting; at the check: apiLateCharges.changed.' })
  ask(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @Body() body: LateChargeWaiverRequestDto, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.waivers.ask(officer, loanNumber, body, meta);
  }
}
