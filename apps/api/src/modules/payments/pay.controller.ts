import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { Language } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { EwalletCheckoutDto, EwalletPaymentRequestDto, PayPageDto } from './dto/pay.dto';
import { PayService } from './pay.service';

@Controller()
export class PayController {
  constructor(private readonly pay: PayService) {}

  /** The Pay page: the member's payment references (loan and wallet), what the loan asks for now and where to pay. */
  @Get('pay')
  @ApiOperation({
    summary: 'Read how to pay',
    description:
      "The member's payment references (the loan's and the wallet's, each with a check digit), what the loan asks for now, and each way to pay through the payment provider: GCash and Maya, each counter's reusable payment code and the virtual account number (made at the provider the first time), with the channels that cannot take the amount due and why.",
  })
  @ApiOkResponse({ type: PayPageDto })
  page(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<PayPageDto> {
    return this.pay.page(me, lang);
  }

  @Post('pay/ewallet')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay by GCash or Maya',
    description: "Makes a payment request at the e-wallet for the loan's amount due (or the amount given), or a wallet cash-in, with the reference; answers the e-wallet's checkout page to send the member to. The payment reaches the loan when the provider confirms it. 404 without a payment provider.",
  })
  @ApiOkResponse({ type: EwalletCheckoutDto })
  @ApiConflictResponse({ description: 'No loan takes payments now (`apiPayments.nothingDue`).' })
  @ApiServiceUnavailableResponse({ description: 'The payment provider could not be reached (`apiPayments.providerUnavailable`).' })
  ewallet(@CurrentMember() me: AuthMember, @Lang() lang: Language, @Body() body: EwalletPaymentRequestDto): Promise<EwalletCheckoutDto> {
    return this.pay.ewallet(me, lang, body);
  }
}
