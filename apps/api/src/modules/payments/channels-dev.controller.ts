import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAY_CHANNELS, channelAmountRefusal, parseAmount } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { Public } from '../../common/auth/decorators';
import { Clock } from '../../common/clock';
import { Refusal, type Words } from '../../common/errors';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ChannelPaymentResultDto, SimulatedChannelPaymentDto } from './dto/channel.dto';
import { ChannelsService, signNotification } from './channels.service';
import { PaymentsModule } from './payments.module';

const SIMULATED_TRANSACTION_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * POST /dev/channels/pay: the simulator that stands in for every channel outside production. It
 * writes the notification a channel would send for {channel, reference, amount} (a new transaction
 * id unless one is given, to replay it; the settable clock's time), signs it with the channel's secret and hands the bytes and the
 * signature to the same check as POST /channels/:channel/notify.
 */
@ApiExcludeController()
@Public()
@Controller('dev/channels')
export class ChannelsDevController {
  constructor(
    private readonly channels: ChannelsService,
    private readonly clock: Clock,
  ) {}

  @Post('pay')
  @HttpCode(200)
  pay(@Body() body: SimulatedChannelPaymentDto, @ReqMeta() meta: RequestMeta): Promise<ChannelPaymentResultDto> {
    const amount = parseAmount(String(body?.amount ?? ''));
    const errors: Record<string, Words> = {};
    if (amount === null || amount <= 0) errors.amount = { code: 'apiPayments.amount' };
    if (typeof body?.reference !== 'string' || !body.reference.trim()) errors.reference = { code: 'apiPayments.badNotification' };
    if (body?.transactionId !== undefined && !SIMULATED_TRANSACTION_ID.test(String(body.transactionId))) errors.transactionId = { code: 'apiPayments.badNotification' };
    const { channel, secret } = this.channels.secretOf(String(body.channel));
    const tooLarge = amount !== null && channelAmountRefusal(PAY_CHANNELS[channel].code, amount);
    if (tooLarge) errors.amount = tooLarge;
    if (Object.keys(errors).length > 0) throw Refusal.fields(errors);
    const raw = Buffer.from(JSON.stringify({ transactionId: body.transactionId ?? `SIM-${randomUUID()}`, reference: body.reference, amount, timestamp: this.clock.now().toISOString() }));
    return this.channels.notify(String(body.channel), raw, signNotification(secret, raw), meta);
  }
}

/** Only imported when NODE_ENV is not production (see AppModule), like RepaymentsDevModule. */
@Module({ imports: [PaymentsModule], controllers: [ChannelsDevController] })
export class ChannelsDevModule {}
