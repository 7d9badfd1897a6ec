import { Controller, Get, type OnModuleDestroy } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { Refusal } from '../../common/errors';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators';

class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

/** Probes within this long of a database check share its answer (load balancers probe often). */
const CHECK_SHARED_MS = 1000;

/**
 * Liveness and readiness apart: an orchestrator restarts a process that is not live, and sends
 * traffic only to one that is ready. A process whose database is away is alive (restarting it
 * would not help) but not ready; one shutting down finishes its requests and jobs but is no longer
 * ready, so the balancer stops sending it new ones.
 */
@Controller('health')
export class HealthController implements OnModuleDestroy {
  private lastCheck: { at: number; answered: Promise<boolean> } | null = null;
  private shuttingDown = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Ready (the same as /health/ready, for the probes already pointed here). */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Check health', description: 'Answers 200 while the process runs and the database answers; the same as /health/ready.' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database is not available, or the process is shutting down.' })
  health(): Promise<HealthDto> {
    return this.ready();
  }

  /** Ready: not shutting down, and the database answered at most a second ago. */
  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Check readiness', description: 'Answers 200 when the database answers, 503 while it does not or while the process shuts down.' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database is not available, or the process is shutting down.' })
  async ready(): Promise<HealthDto> {
    if (this.shuttingDown) throw Refusal.unavailable('apiErrors.shuttingDown');
    if (!(await this.databaseAnswers())) throw Refusal.unavailable('apiErrors.databaseDown');
    return { status: 'ok' };
  }

  /** Live: the process answers. */
  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Check liveness', description: 'Answers 200 while the process runs, without touching the database.' })
  @ApiOkResponse({ type: HealthDto })
  live(): HealthDto {
    return { status: 'ok' };
  }

  onModuleDestroy(): void {
    this.shuttingDown = true;
  }

  private databaseAnswers(): Promise<boolean> {
    const now = Date.now();
    if (!this.lastCheck || now - this.lastCheck.at >= CHECK_SHARED_MS) {
      this.lastCheck = { at: now, answered: this.dataSource.query('SELECT 1').then(() => true, () => false) };
    }
    return this.lastCheck.answered;
  }
}
