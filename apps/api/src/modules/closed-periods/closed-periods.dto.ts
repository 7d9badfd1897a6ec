import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor } from '../../common/page.dto';
import { PendingActionDto } from '../four-eyes/dto/four-eyes.dto';

export class ClosePeriodDto {
  @RequestField({ type: 'string', example: '2027-01', description: 'The month (Manila) to close, YYYY-MM: it must have ended, its days been closed by the close of business, and be later than the last month closed.' })
  month: string;
}

export class ClosedPeriodDto {
  @ApiProperty({ example: '2027-01' }) month: string;
  @ApiProperty({ example: '2027-01-31', description: 'Its last day: no entry may be booked on or before it.' }) closedThrough: string;
  @ApiProperty({ format: 'uuid', description: 'The admin who asked.' }) madeBy: string;
  @ApiProperty({ format: 'uuid', description: 'The admin who approved.' }) checkedBy: string;
  @ApiProperty({ format: 'date-time' }) closedAt: string;
}

export class ClosedPeriodsViewDto {
  @ApiProperty({ type: 'string', nullable: true, example: '2027-01-31', description: 'The last closed day: entries are booked after it only. Null when no month was closed.' })
  closedThrough: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '2027-02-14', description: 'The last business day the close of business has closed (its latest portfolio snapshot). Null when it never ran.' })
  closeOfBusinessThrough: string | null;

  @ApiProperty({ type: PendingActionDto, nullable: true, description: 'A close waiting for a second admin (GET /officer/four-eyes), if any.' }) pending: PendingActionDto | null;
  @ApiProperty({ type: ClosedPeriodDto, isArray: true, description: 'The months closed, newest first, a page at a time (`limit`, `cursor`).' }) periods: ClosedPeriodDto[];
  @NextCursor() nextCursor: string | null;
}
