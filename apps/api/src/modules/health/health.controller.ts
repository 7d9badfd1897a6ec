import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators';

class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

/** Probes within this long of a database check share its answer (load balancers probe often). */
const CHECK_SHARED_MS = 1000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  private lastCheck: { at: number; answered: Promise<boolean> } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Up means the database answered too, at most a second ago. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database is not available.' })
  async health(): Promise<HealthDto> {
    if (!(await this.databaseAnswers())) throw new ServiceUnavailableException('The database is not available.');
    return { status: 'ok' };
  }

  private databaseAnswers(): Promise<boolean> {
    const now = Date.now();
    if (!this.lastCheck || now - this.lastCheck.at >= CHECK_SHARED_MS) {
      this.lastCheck = { at: now, answered: this.dataSource.query('SELECT 1').then(() => true, () => false) };
    }
    return this.lastCheck.answered;
  }
}
