import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController, ApiProperty } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { PayoutJobService } from './payout-job.service';
import { WithdrawalsModule } from './withdrawals.module';

export class PayoutJobsRunDto {
  @ApiProperty({ type: 'integer' }) expired: number;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: 'integer', description: 'Still PROCESSING (the provider has not answered yet).' }) pending: number;
}

/** POST /dev/payouts/run: runs the payout job now (demos and e2e tests). Not registered in production. */
// Outside the OpenAPI document: integrators never see these; the web's /dev/outbox and the e2e tests call them untyped.
@ApiExcludeController()
@Public()
@Controller('dev/payouts')
export class WithdrawalsDevController {
  constructor(private readonly jobs: PayoutJobService) {}

  @Post('run')
  @HttpCode(200)
  run(): Promise<PayoutJobsRunDto> {
    return this.jobs.tick();
  }
}

/** Only imported when NODE_ENV is not production (see AppModule), like DevModule. */
@Module({ imports: [WithdrawalsModule], controllers: [WithdrawalsDevController] })
export class WithdrawalsDevModule {}
