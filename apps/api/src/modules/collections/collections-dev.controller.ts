import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { CollectionsModule } from './collections.module';
import { PromisesJobService } from './promises-job.service';

/** POST /dev/jobs/promises: checks the promises to pay now, at the settable clock's time (demos and tests). Not registered in production. */
@ApiExcludeController()
@Public()
@Controller('dev/jobs')
export class CollectionsDevController {
  constructor(private readonly promises: PromisesJobService) {}

  @Post('promises')
  @HttpCode(200)
  run(): Promise<{ kept: number; broken: number }> {
    return this.promises.tick();
  }
}

/** Only imported when NODE_ENV is not production (see AppModule). */
@Module({ imports: [CollectionsModule], controllers: [CollectionsDevController] })
export class CollectionsDevModule {}
