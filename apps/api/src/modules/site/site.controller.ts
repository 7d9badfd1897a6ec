import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { LoanSettings } from '@halimbawa/domain';
import { Public } from '../../common/auth/decorators';
import { AppConfig, type CompanySettings } from '../../config/app-config';

class SiteDto {
  @ApiProperty({ description: 'Corporate name, registration numbers, address, support and social links' })
  company: CompanySettings;
  @ApiProperty({ description: 'True while the fictitious demo company is configured: show "Demo: not a licensed lender"' })
  isDemo: boolean;
  @ApiProperty({ description: 'minPhp and maxPhp in centavos, monthlyRateBps in basis points, terms in months' })
  loan: LoanSettings;
}

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly config: AppConfig) {}

  /** The public subset of the configuration; an explicit list, so no secret can slip in. */
  @Public()
  @Get()
  @ApiOkResponse({ type: SiteDto })
  site(): SiteDto {
    const { company, isDemo, loan } = this.config;
    return {
      company: { ...company, social: { ...company.social } },
      isDemo,
      loan: { minPhp: loan.minPhp, maxPhp: loan.maxPhp, monthlyRateBps: loan.monthlyRateBps, terms: [...loan.terms], defaultTerm: loan.defaultTerm },
    };
  }
}
