import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { XenditPaymentCallbackResultDto } from './dto/channel.dto';
import { XenditPaymentsService } from './xendit-payments.service';

/** Xendit's webhooks for payments (its dashboard's Payments webhook URL). */
@Public()
@Controller('providers/xendit')
export class XenditPaymentsController {
  constructor(private readonly xendit: XenditPaymentsService) {}

  @Post('payments')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Xendit payment webhook',
    description:
      "Xendit's payment.capture webhook, admitted by the account's x-callback-token; the payment is then fetched back from Xendit and only what Xendit confirms is credited (a loan's reference pays the loan, a wallet's is a cash-in, any other is held in suspense), once per payment_id. A callback Xendit does not confirm credits nothing and waits in the reconciliation queue. 404 unless PAYMENTS_PROVIDER is xendit or fake.",
  })
  @ApiHeader({ name: 'x-callback-token', required: true, description: "The account's webhook verification token." })
  @ApiUnauthorizedResponse({ description: 'The x-callback-token is missing or wrong (`apiPayments.badCallbackToken`); counted, and recorded once per address and window.' })
  @ApiTooManyRequestsResponse({ description: 'This address sent too many refused callbacks in the window (`apiErrors.tooManyAttempts`).' })
  @ApiServiceUnavailableResponse({ description: 'Xendit could not be asked to confirm the payment (`apiPayments.providerUnavailable`); Xendit sends the webhook again.' })
  @ApiOkResponse({ type: XenditPaymentCallbackResultDto })
  payment(@Req() req: FastifyRequest, @Headers('x-callback-token') token: string | undefined, @ReqMeta() meta: RequestMeta): Promise<XenditPaymentCallbackResultDto> {
    return this.xendit.paymentCallback(token, req.rawBody, meta);
  }
}
