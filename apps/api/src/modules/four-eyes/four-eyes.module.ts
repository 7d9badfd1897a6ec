import { Global, Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { FourEyesController } from './four-eyes.controller';
import { FourEyesService } from './four-eyes.service';

/** Global, so that any module can ask for a second staff member and register its kind's handler. */
@Global()
@Module({
  imports: [MembersModule],
  controllers: [FourEyesController],
  providers: [FourEyesService],
  exports: [FourEyesService],
})
export class FourEyesModule {}
