import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { Clock, SettableClock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { NotificationsService } from '../notifications/notifications.service';
import { ClockDto, OutboxMessageDto, OutboxQueryDto, SetClockDto, validateOutboxQuery, validateSetClock } from './dev.dto';

/**
 * Development helpers (docs/product.md §10). DevModule is registered only outside production, so in
 * production these paths answer 404.
 */
// Outside the OpenAPI document: integrators never see these; the web's /dev/outbox and the e2e tests call them untyped.
@ApiExcludeController()
@Public()
@Controller('dev')
export class DevController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** Messages sent to one phone number or e-mail address, newest first. */
  @Get('outbox')
  async outbox(@Query() query: OutboxQueryDto): Promise<OutboxMessageDto[]> {
    refuseFields(validateOutboxQuery(query));
    const rows = await this.notifications.listTo(query.to);
    return rows.map((r) => ({ to: r.to, channel: r.channel, body: r.body, createdAt: r.createdAt.toISOString() }));
  }

  @Get('clock')
  getClock(): ClockDto {
    return this.describe();
  }

  @Post('clock')
  @HttpCode(200)
  setClock(@Body() body: SetClockDto): ClockDto {
    refuseFields(validateSetClock(body));
    const clock = this.clock as SettableClock;
    if (body.isoTime !== undefined) clock.setTo(new Date(body.isoTime));
    else if (body.offsetSeconds !== undefined) clock.setOffsetSeconds(body.offsetSeconds);
    else throw Refusal.fields({ isoTime: { code: 'apiDev.clockEither' } });
    return this.describe();
  }

  private describe(): ClockDto {
    const clock = this.clock as SettableClock;
    return { now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds };
  }
}
