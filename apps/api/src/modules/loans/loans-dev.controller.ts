import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { Refusal } from '../../common/errors';
import { JobsRunDto, LOAN_JOBS, RunJobsRequestDto } from './dto/loan.dto';
import { LoanJobsService } from './loan-jobs.service';
import { LoansModule } from './loans.module';

/** POST /dev/jobs/run: runs the loan jobs now (demos and e2e tests). Not registered in production. */
// Outside the OpenAPI document: integrators never see these; the web's /dev/outbox and the e2e tests call them untyped.
@ApiExcludeController()
@Public()
@Controller('dev/jobs')
export class LoansDevController {
  constructor(private readonly jobs: LoanJobsService) {}

  @Post('run')
  @HttpCode(200)
  run(@Body() body: RunJobsRequestDto): Promise<JobsRunDto> {
    const job = body?.job ?? 'all';
    if (!LOAN_JOBS.includes(job)) throw Refusal.fields({ job: { code: 'apiDev.job', params: { jobs: LOAN_JOBS.join(', ') } } });
    return this.jobs.tick(job);
  }
}

/** Only imported when NODE_ENV is not production (see AppModule), like DevModule. */
@Module({ imports: [LoansModule], controllers: [LoansDevController] })
export class LoansDevModule {}
