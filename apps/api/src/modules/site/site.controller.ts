import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { AppConfig } from '../../config/app-config';
import { SiteDto } from './dto/site.dto';

@Controller('site')
export class SiteController {
  constructor(private readonly config: AppConfig) {}

  /** The public subset of the configuration; an explicit list, so no secret can slip in. */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Read the site settings', description: 'The public settings: the company, its registration, loan limits and rates, support contacts.' })
  @ApiOkResponse({ type: SiteDto })
  site(): SiteDto {
    const { company, isDemo, loan, loanOps } = this.config;
    return {
      company: { ...company, social: { ...company.social } },
      isDemo,
      loan: { minPhp: loan.minPhp, maxPhp: loan.maxPhp, monthlyRateBps: loan.monthlyRateBps, terms: [...loan.terms], defaultTerm: loan.defaultTerm,
        lateChargeBpsPerMonth: loanOps.lateChargeBpsPerMonth,
        graceDays: loanOps.graceDays,
      },
    };
  }
}
