import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAY_CHANNELS, channelAmountRefusal, isPayChannel, parseAmount, parsePaymentReference } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { Public } from '../../common/auth/decorators';
import { Clock } from '../../common/clock';
import { Refusal, type Words } from '../../common/errors';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { pesosFromCentavos } from '../../adapters/xendit/xendit-client';
import { xenditCodeOf } from '../../adapters/xendit/xendit-channels';
import { XenditConnection } from '../../adapters/xendit/xendit.module';
import { AppConfig, channelMaxIn } from '../../config/app-config';
import { ChannelPaymentResultDto, SimulatedChannelPaymentDto, type XenditPaymentCallbackResultDto } from './dto/channel.dto';
import { ChannelsService, signNotification } from './channels.service';
import { PaymentsModule } from './payments.module';

const SIMULATED_TRANSACTION_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * POST /dev/channels/pay: the simulator that stands in for every channel outside production. With
 * the fake Xendit (PAYMENTS_PROVIDER=fake) it pays {channel, reference, amount} there (a new
 * payment id unless one is given, to replay it): through the reference's payment code or virtual
 * account at that channel, or the e-wallet payment request waiting for that amount, when the Pay
 * page made one; and the fake sends its webhook to this API as Xendit would; the answer is what that webhook did. With the generic adapter it writes the
 * notification a channel would send (the settable clock's time), signs it with the channel's
 * secret and hands it to the same check as POST /channels/:channel/notify. With the real Xendit
 * there is nothing to simulate here (404): Xendit's test mode pays from its dashboard.
 */
@ApiExcludeController()
@Public()
@Controller('dev/channels')
export class ChannelsDevController {
  constructor(
    private readonly channels: ChannelsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly xendit: XenditConnection,
  ) {}

  @Post('pay')
  @HttpCode(200)
  async pay(@Body() body: SimulatedChannelPaymentDto, @ReqMeta() meta: RequestMeta): Promise<ChannelPaymentResultDto> {
    const amount = parseAmount(String(body?.amount ?? ''));
    const errors: Record<string, Words> = {};
    if (amount === null || amount <= 0) errors.amount = { code: 'apiPayments.amount' };
    if (typeof body?.reference !== 'string' || !body.reference.trim()) errors.reference = { code: 'apiPayments.badNotification' };
    if (body?.transactionId !== undefined && !SIMULATED_TRANSACTION_ID.test(String(body.transactionId))) errors.transactionId = { code: 'apiPayments.badNotification' };
    if (!isPayChannel(body?.channel)) throw Refusal.notFound('apiPayments.unknownChannel');
    const channel = body.channel;
    const tooLarge = amount !== null && channelAmountRefusal(PAY_CHANNELS[channel].code, amount, channelMaxIn(this.config)(PAY_CHANNELS[channel].code));
    if (tooLarge) errors.amount = tooLarge;
    if (Object.keys(errors).length > 0) throw Refusal.fields(errors);
    if (this.config.paymentsProvider.provider === 'generic') {
      const { secret } = this.channels.secretOf(channel);
      const raw = Buffer.from(JSON.stringify({ transactionId: body.transactionId ?? `SIM-${randomUUID()}`, reference: body.reference, amount, timestamp: this.clock.now().toISOString() }));
      return this.channels.notify(channel, raw, signNotification(secret, raw), meta);
    }
    const fake = this.xendit.fake;
    if (!fake) throw Refusal.notFound();
    // Through the reference's own code, virtual account or waiting e-wallet request when one was made; else by the reference alone.
    const referenceId = parsePaymentReference(body.reference)?.reference ?? body.reference;
    const pesos = pesosFromCentavos(amount!);
    const request = fake.requestFor(referenceId, xenditCodeOf(channel), pesos);
    const { delivery } = request
      ? await fake.payRequest(request.payment_request_id, pesos, body.transactionId)
      : await fake.pay({ channelCode: xenditCodeOf(channel), referenceId: body.reference, amount: pesos, paymentId: body.transactionId });
    const answer = delivery.body as XenditPaymentCallbackResultDto | null;
    if (delivery.status !== 200 || !answer) throw Refusal.unavailable('apiPayments.providerUnavailable');
    if (!answer.payment) throw Refusal.conflict('apiPayments.unconfirmed');
    return answer.payment;
  }
}

/** Only imported when NODE_ENV is not production (see AppModule), like RepaymentsDevModule. */
@Module({ imports: [PaymentsModule], controllers: [ChannelsDevController] })
export class ChannelsDevModule {}
