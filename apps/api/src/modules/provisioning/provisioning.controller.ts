import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { AllowanceService } from './allowance.service';
import { AllowanceDto, ChangeProvisioningRatesDto, ProvisioningRatesViewDto } from './dto/provisioning.dto';
import { ProvisioningRatesService } from './provisioning-rates.service';

/** The expected-loss rates by stage, for admins. A change waits for a second staff member (four eyes). */
@Roles('ADMIN')
@Controller('admin/provisioning')
export class ProvisioningRatesController {
  constructor(private readonly rates: ProvisioningRatesService) {}

  @Get()
  @ApiOperation({ summary: 'Read the provisioning rates', description: 'The expected-loss rate of each stage in force, a change waiting for its second check, and every version (newest first). Audited.' })
  @ApiOkResponse({ type: ProvisioningRatesViewDto })
  view(@CurrentMember() admin: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<ProvisioningRatesViewDto> {
    return this.rates.view(admin, meta, pageRequest(query));
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Propose new provisioning rates',
    description: 'The three rates at once, in basis points, each at least the one before. It waits for a second staff member (kind provisioning.rates); once approved the next month end measures with it.',
  })
  @ApiAcceptedResponse({ type: ProvisioningRatesViewDto, description: 'The change waits for its second check (`pending`).' })
  @ApiConflictResponse({ description: 'A change already waits for its second check (`apiFourEyes.alreadyWaiting`).' })
  propose(@CurrentMember() admin: AuthMember, @Body() body: ChangeProvisioningRatesDto, @ReqMeta() meta: RequestMeta): Promise<ProvisioningRatesViewDto> {
    return this.rates.propose(admin, body, meta);
  }
}

/** The allowance for credit losses as the latest month end measured it, for staff. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/provisioning')
export class AllowanceController {
  constructor(private readonly allowance: AllowanceService) {}

  @Get('allowance')
  @ApiOperation({ summary: 'The latest allowance by stage', description: 'Loans, exposure, rate and allowance of each stage at the latest month end measured, and the allowance account\'s balance now. Audited.' })
  @ApiOkResponse({ type: AllowanceDto })
  latest(@CurrentMember() staff: AuthMember, @ReqMeta() meta: RequestMeta): Promise<AllowanceDto> {
    return this.allowance.latest(staff, meta);
  }
}
