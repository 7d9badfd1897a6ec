import { Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ChannelNotificationDto, ChannelPaymentResultDto } from './dto/channel.dto';
import { ChannelsService } from './channels.service';

/** The channels' callbacks: each payment made with a payment reference (GCash, Maya, InstaPay, PESONet, over the counter). */
@Public()
@Controller('channels')
export class ChannelsController {
  constructor(private readonly channels: ChannelsService) {}

  /**
   * A channel notifies a payment. Signed: X-Signature is the hex HMAC-SHA256 of the raw body with
   * the channel's secret; 401 when it does not match, 400 when the timestamp is more than 5 minutes
   * from our clock (both counted, the first of an address in a window recorded); 429 for an address
   * with too many refused. Once per channel and transactionId: again, the first answer.
   */
  @Post(':channel/notify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Notify a channel payment',
    description: "A payment channel's signed callback for a payment made with a payment reference: a loan's pays the loan, a wallet's is a cash-in, an unknown one is held in suspense. Idempotent by channel and transactionId.",
  })
  @ApiUnauthorizedResponse({ description: 'The signature does not match the body (`apiPayments.badSignature`); counted, and recorded once per address and window.' })
  @ApiTooManyRequestsResponse({ description: 'This address sent too many refused notifications in the window (`apiErrors.tooManyAttempts`); `Retry-After` says when it may again.' })
  @ApiConflictResponse({ description: 'The transactionId was already used with other content.' })
  @ApiHeader({ name: 'X-Signature', required: true, description: 'Hex HMAC-SHA256 of the raw body with the channel’s secret.' })
  @ApiBody({ type: ChannelNotificationDto })
  @ApiOkResponse({ type: ChannelPaymentResultDto })
  notify(
    @Param('channel') channel: string,
    @Req() req: FastifyRequest,
    @Headers('x-signature') signature: string | undefined,
    @ReqMeta() meta: RequestMeta,
  ): Promise<ChannelPaymentResultDto> {
    return this.channels.notify(channel, req.rawBody, signature, meta);
  }
}
