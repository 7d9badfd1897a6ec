import { ApiProperty } from '@nestjs/swagger';
import { CREDIT_BANDS, CREDIT_FACTOR_KEYS, type CreditBand, type CreditFactorKey } from '@halimbawa/domain';
import { NextCursor } from '../../common/page.dto';

const BANDS = CREDIT_BANDS.map((b) => b.band);

export class CreditFactorDto {
  @ApiProperty({ enum: CREDIT_FACTOR_KEYS, enumName: 'CreditFactorKey' }) key: CreditFactorKey;
  @ApiProperty({ example: 'On-time repayments' }) label: string;
  @ApiProperty({ type: 'integer', description: 'How many instalments the factor counted (1 or 0 for the base and the verified profile).' }) count: number;
  @ApiProperty({ type: 'integer', description: 'Points added (negative: taken away).' }) points: number;
  @ApiProperty({ description: 'One sentence a member reads.' }) explanation: string;
}

export class CreditScorePointDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: 'integer' }) score: number;
  @ApiProperty({ enum: BANDS, enumName: 'CreditBand' }) band: CreditBand;
}

export class CreditScoreDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 1000 }) score: number;
  @ApiProperty({ type: 'integer', example: 1000 }) max: number;
  @ApiProperty({ enum: BANDS, enumName: 'CreditBand' }) band: CreditBand;
  @ApiProperty({ type: [CreditFactorDto] }) factors: CreditFactorDto[];
  @ApiProperty({ type: [CreditScorePointDto], description: 'The score after each change, newest first, a page at a time (`limit`, `cursor`), computed from the dated events (docs/decisions/008-credit-score.md).' })
  history: CreditScorePointDto[];
  @NextCursor() nextCursor: string | null;
  @ApiProperty({ format: 'date-time' }) asOf: string;
}
