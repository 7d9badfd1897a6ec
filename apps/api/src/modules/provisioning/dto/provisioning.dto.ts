import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';
import { PendingActionDto } from '../../four-eyes/dto/four-eyes.dto';

export class ProvisioningRatesDto {
  @ApiProperty({ type: 'integer', description: 'Expected loss of stage 1 (current loans), in basis points of the exposure (100 = 1 %).' }) stage1Bp: number;
  @ApiProperty({ type: 'integer', description: 'Expected loss of stage 2 (more than 30 days past due), in basis points.' }) stage2Bp: number;
  @ApiProperty({ type: 'integer', description: 'Expected loss of stage 3 (more than 90 days past due, or restructured under hardship), in basis points.' }) stage3Bp: number;
}

export class ProvisioningRatesVersionDto extends ProvisioningRatesDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) effectiveAt: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The admin who proposed it (null: the first rates).' }) madeBy: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The staff member who approved it (null: the first rates).' }) checkedBy: string | null;
}

export class ProvisioningRatesViewDto {
  @ApiProperty({ type: ProvisioningRatesDto, description: 'In force for the next month end.' }) current: ProvisioningRatesDto;
  @ApiProperty({ type: PendingActionDto, nullable: true, description: 'A change waiting for a second staff member, if any.' }) pending: PendingActionDto | null;
  @ApiProperty({ type: ProvisioningRatesVersionDto, isArray: true, description: 'Every version, newest first, a page at a time (`limit`, `cursor`).' }) history: ProvisioningRatesVersionDto[];
  @NextCursor() nextCursor: string | null;
}

/** Every rate, checked in ProvisioningRatesService (checkRates). */
export class ChangeProvisioningRatesDto {
  @RequestField({ type: 'integer', description: 'Basis points, 0 to 10000.' }) stage1Bp: number;
  @RequestField({ type: 'integer', description: 'Basis points, 0 to 10000, at least stage1Bp.' }) stage2Bp: number;
  @RequestField({ type: 'integer', description: 'Basis points, 0 to 10000, at least stage2Bp.' }) stage3Bp: number;
}

export class StageMeasurementDto {
  @ApiProperty({ type: 'integer', enum: [1, 2, 3] }) stage: 1 | 2 | 3;
  @ApiProperty({ type: 'integer', description: 'Loans in the stage with something owed on the books.' }) loans: number;
  @Centavos('The loans\' receivables: principal, accrued interest and late charges on the books.') exposure: number;
  @ApiProperty({ type: 'integer', description: 'The rate measured with, in basis points.' }) rateBp: number;
  @Centavos('exposure × rate, to the centavo (half up).') allowance: number;
}

export class AllowanceDto {
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'The latest month end measured; null before the first.' }) measuredOn: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The PROVISION entry that posted the difference (null when nothing changed).' }) entryId: string | null;
  @ApiProperty({ type: StageMeasurementDto, isArray: true }) stages: StageMeasurementDto[];
  @Centavos('The allowance measured at that month end: the stages summed.') total: number;
  @Centavos('The balance of ALLOWANCE_FOR_CREDIT_LOSSES now (write-offs since the month end draw on it).') balance: number;
}

export class RemeasureRequestDto {
  @RequestField({ type: 'string', format: 'date', description: 'The last day of a month that has ended.' }) monthEnd: string;
}
