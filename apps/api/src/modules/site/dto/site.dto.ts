import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../../openapi/money';
import type { LateChargeSettings, LoanSettings } from '@halimbawa/domain';
import type { CompanySettings } from '../../../config/app-config';

export class CompanySocialDto implements Readonly<CompanySettings['social']> {
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) facebook: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) instagram: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) x: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) youtube: string | null;
}

/** Corporate name, registration numbers, address, support and social links (COMPANY_* settings). */
export class CompanyDto implements CompanySettings {
  @ApiProperty({ example: 'Halimbawa Lending Corporation' }) name: string;
  @ApiProperty({ example: 'HLC' }) shortName: string;
  @ApiProperty() address: string;
  @ApiProperty() secRegistrationNumber: string;
  @ApiProperty() secCertificateOfAuthorityNumber: string;
  @ApiProperty({ type: String, nullable: true }) bspNumber: string | null;
  @ApiProperty({ format: 'email' }) supportEmail: string;
  @ApiProperty({ format: 'uri' }) supportChatUrl: string;
  @ApiProperty({ example: '+63 2 8000 0000' }) supportHotline: string;
  @ApiProperty({ pattern: '^[0-9]{2}:[0-9]{2}$', example: '10:00', description: 'Support opens every day at this Manila time.' }) supportOpens: string;
  @ApiProperty({ pattern: '^[0-9]{2}:[0-9]{2}$', example: '22:00', description: 'Support closes every day at this Manila time.' }) supportCloses: string;
  @ApiProperty({ type: CompanySocialDto }) social: CompanySocialDto;
  @ApiProperty({ type: 'integer', example: 2019 }) foundingYear: number;
  @ApiProperty({ type: 'integer', example: 120 }) employees: number;
}

export class LoanSettingsDto implements LoanSettings, LateChargeSettings {
  @Centavos('Minimum principal.') minPhp: number;
  @Centavos('Maximum principal.') maxPhp: number;
  @ApiProperty({ type: 'integer', description: 'Add-on interest per month in basis points of the principal.' }) monthlyRateBps: number;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Offered terms, in months.' }) terms: number[];
  @ApiProperty({ type: 'integer' }) defaultTerm: number;
  @ApiProperty({ type: 'integer', description: 'The cap of the late charge per month of the overdue amount, in basis points (100 = 1 %), after the grace days.' })
  lateChargeBpsPerMonth: number;
  @ApiProperty({ type: 'integer', description: 'Days after a due date without any late charge.' }) graceDays: number;
}

/** GET /site: the public subset of the configuration. */
export class SiteDto {
  @ApiProperty({ type: CompanyDto }) company: CompanyDto;
  @ApiProperty({ description: 'True while the fictitious demo company is configured: show "Demo: not a licensed lender"' }) isDemo: boolean;
  @ApiProperty({ type: LoanSettingsDto }) loan: LoanSettingsDto;
}
