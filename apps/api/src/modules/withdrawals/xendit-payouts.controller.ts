import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { XenditPayoutCallbackResultDto } from './dto/xendit-payout-callback.dto';
import { XenditPayoutsService } from './xendit-payouts.service';

/** Xendit's webhooks for payouts (its dashboard's Payouts webhook URL). */
@Public()
@Controller('providers/xendit')
export class XenditPayoutsController {
  constructor(private readonly xendit: XenditPayoutsService) {}

  @Post('payouts')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Xendit payout webhook',
    description:
      "Xendit's payout.succeeded / payout.failed webhook, admitted by the account's x-callback-token; the payout is fetched back from Xendit and, when it reached its end, its withdrawal is settled (completed, or failed with the hold returned to the wallet). 404 unless PAYMENTS_PROVIDER is xendit or fake.",
  })
  @ApiHeader({ name: 'x-callback-token', required: true, description: "The account's webhook verification token." })
  @ApiUnauthorizedResponse({ description: 'The x-callback-token is missing or wrong (`apiPayments.badCallbackToken`).' })
  @ApiTooManyRequestsResponse({ description: 'This address sent too many refused callbacks in the window (`apiErrors.tooManyAttempts`).' })
  @ApiServiceUnavailableResponse({ description: 'Xendit could not be asked to confirm the payout (`apiPayments.providerUnavailable`); Xendit sends the webhook again.' })
  @ApiOkResponse({ type: XenditPayoutCallbackResultDto })
  payout(@Req() req: FastifyRequest, @Headers('x-callback-token') token: string | undefined, @ReqMeta() meta: RequestMeta): Promise<XenditPayoutCallbackResultDto> {
    return this.xendit.payoutCallback(token, req.rawBody, meta);
  }
}
