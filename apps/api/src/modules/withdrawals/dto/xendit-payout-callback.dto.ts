import { ApiProperty } from '@nestjs/swagger';

/** What this product did with a Xendit payout webhook (Xendit only needs the 200). */
export class XenditPayoutCallbackResultDto {
  @ApiProperty({ description: 'True when the payout Xendit confirmed on fetch-back has settled its withdrawal (completed, or failed and the hold returned).' })
  settled: boolean;
}
