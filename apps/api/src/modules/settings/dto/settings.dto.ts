import { ApiProperty } from '@nestjs/swagger';
import { NextCursor } from '../../../common/page.dto';
import { RequestField } from '../../../common/domain-field.decorator';
import { Centavos } from '../../../openapi/money';
import { PendingActionDto } from '../../four-eyes/dto/four-eyes.dto';

export class ProductSettingsDto {
  @ApiProperty({ description: 'Add-on interest per month, in basis points of the principal (50 = 0.5 %).' }) monthlyRateBps: number;
  @Centavos('The smallest principal a new application may ask for.') minPhp: number;
  @Centavos('The largest principal a new application may ask for.') maxPhp: number;
  @ApiProperty({ type: 'integer', isArray: true, description: 'The terms offered, in months.' }) terms: number[];
  @ApiProperty({ description: 'The cap of the late charge per month of the overdue amount, in basis points (100 = 1 %).' }) lateChargeBpsPerMonth: number;
  @Centavos('An approval of more than this waits for a second staff member.') fourEyesAbovePhp: number;
  @ApiProperty({ description: 'The debt-to-income limit, in basis points of the monthly net income (4000 = 40 %); above it an application is flagged.' }) dtiLimitBps: number;
  @Centavos('A disbursement, repayment or cash-in of more is a covered transaction reported to the AMLC.') coveredAbovePhp: number;
  @ApiProperty({ description: 'Days a complaint has from its receipt to its answer (RA 11765).' }) complaintDueDays: number;
}

export class ProductSettingsVersionDto extends ProductSettingsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) effectiveAt: string;
  @ApiProperty({ format: 'uuid', description: 'The admin who proposed it.' }) madeBy: string;
  @ApiProperty({ format: 'uuid', description: 'The staff member who approved it.' }) checkedBy: string;
}

export class ProductSettingsViewDto {
  @ApiProperty({ type: ProductSettingsDto, description: 'In force for new applications.' }) current: ProductSettingsDto;
  @ApiProperty({ type: PendingActionDto, nullable: true, description: 'A change waiting for a second staff member (GET /officer/four-eyes), if any.' }) pending: PendingActionDto | null;
  @ApiProperty({ type: ProductSettingsVersionDto, isArray: true, description: 'Every change, newest first, a page at a time (`limit`, `cursor`).' }) history: ProductSettingsVersionDto[];
  @NextCursor() nextCursor: string | null;
}

/** Every field, checked in ProductSettingsService (checkSettings). */
export class ChangeProductSettingsDto {
  @RequestField({ type: 'integer', description: 'Basis points per month, 1 to 1000.' }) monthlyRateBps: number;
  @RequestField({ type: 'integer', description: 'PHP centavos, more than 0.' }) minPhp: number;
  @RequestField({ type: 'integer', description: 'PHP centavos, at least minPhp.' }) maxPhp: number;
  @RequestField({ type: 'integer', isArray: true, description: 'Months, each 1 to 60, no repeats.' }) terms: number[];
  @RequestField({ type: 'integer', description: 'Basis points per month, 0 to 1000.' }) lateChargeBpsPerMonth: number;
  @RequestField({ type: 'integer', description: 'PHP centavos, 0 or more.' }) fourEyesAbovePhp: number;
  @RequestField({ type: 'integer', description: 'Basis points, 0 to 10000.' }) dtiLimitBps: number;
  @RequestField({ type: 'integer', required: false, description: 'PHP centavos, more than 0; kept when left out.' }) coveredAbovePhp?: number;
  @RequestField({ type: 'integer', required: false, description: 'Days, 1 to 90; kept when left out.' }) complaintDueDays?: number;
}
