import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController, ApiProperty } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { OverdueJobService } from './overdue-job.service';
import { RepaymentsModule } from './repayments.module';

export class OverdueRunDto {
  @ApiProperty({ type: 'integer' }) checked: number;
  @ApiProperty({ type: 'integer' }) reminded: number;
}

/** POST /dev/jobs/overdue: runs the overdue job now, at the settable clock's time (demos and tests). Not registered in production. */
// Outside the OpenAPI document: integrators never see these; the web's /dev/outbox and the e2e tests call them untyped.
@ApiExcludeController()
@Public()
@Controller('dev/jobs')
export class RepaymentsDevController {
  constructor(private readonly overdue: OverdueJobService) {}

  @Post('overdue')
  @HttpCode(200)
  run(): Promise<OverdueRunDto> {
    return this.overdue.tick();
  }
}

/** Only imported when NODE_ENV is not production (see AppModule), like DevModule. */
@Module({ imports: [RepaymentsModule], controllers: [RepaymentsDevController] })
export class RepaymentsDevModule {}
