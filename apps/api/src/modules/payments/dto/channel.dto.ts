import { PAY_CHANNELS } from '@halimbawa/domain';
import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { Centavos } from '../../../openapi/money';

/** What a channel posts (signed: X-Signature, the hex HMAC-SHA256 of the raw body with the channel's secret). */
export class ChannelNotificationDto {
  @ApiProperty({ example: 'GC-8842-1193', description: "The channel's own transaction id: 3 to 64 letters, digits, - or _, compared without case. Notified once; again (in any case), it is answered as before." })
  transactionId: string;
  @ApiProperty({ example: '100000000123', description: 'The payment reference the borrower gave (spaces and dashes allowed).' }) reference: string;
  @ApiProperty({ type: 'integer', example: 2575000, description: 'PHP centavos received.' }) amount: number;
  @ApiProperty({ format: 'date-time', description: 'When the channel signed it; refused when more than 5 minutes away from our clock.' }) timestamp: string;
}

/** What the payment did. */
export class ChannelPaymentResultDto {
  @ApiProperty({ example: 'OR-00000042' }) receiptNumber: string;
  @ApiProperty({
    enum: ['LOAN', 'RECOVERY', 'WALLET', 'SUSPENSE'],
    enumName: 'ChannelPaymentOutcome',
    description: 'Paid a loan, recovered on a written-off loan, paid a wallet (cash-in), or held in suspense (a reference that is not ours).',
  })
  outcome: 'LOAN' | 'RECOVERY' | 'WALLET' | 'SUSPENSE';
  @Centavos('What was received.') amount: number;
  @Centavos('What went to the wallet.') toWallet: number;
  @ApiProperty({ description: 'True when this transaction had been notified before and nothing moved now.' }) replayed: boolean;
}

/** The simulator's request (outside production): pay as a channel would. */
export class SimulatedChannelPaymentDto {
  @RequestField({ type: String, example: 'gcash', enum: Object.keys(PAY_CHANNELS) }) channel: string;
  @RequestField({ type: String, example: '1000 0000 0123' }) reference: string;
  @RequestField({ type: String, example: '25,750.00', description: 'PHP, as a person types it.' }) amount: string;
  @RequestField({ type: String, required: false, example: 'SIM-42', description: "The channel's transaction id: a new one when absent; the same one again is a replay." }) transactionId?: string;
}

export const PAYMENT_DISCREPANCIES = ['NOT_FOUND', 'NOT_SUCCEEDED', 'AMOUNT_DIFFERS', 'CURRENCY_DIFFERS', 'REFERENCE_DIFFERS', 'UNKNOWN_CHANNEL'] as const;
export type PaymentDiscrepancy = (typeof PAYMENT_DISCREPANCIES)[number];

/** What this product did with a Xendit payment webhook (Xendit only needs the 200). */
export class XenditPaymentCallbackResultDto {
  @ApiProperty({ description: 'True when the payment Xendit confirmed on fetch-back is in the ledger (now or before: see payment.replayed).' }) credited: boolean;
  @ApiProperty({ type: ChannelPaymentResultDto, nullable: true, description: 'What the payment did, when credited.' }) payment: ChannelPaymentResultDto | null;
  @ApiProperty({ enum: PAYMENT_DISCREPANCIES, enumName: 'PaymentDiscrepancy', nullable: true, description: 'Why Xendit did not confirm the callback: nothing was credited and the payment waits in the reconciliation queue.' })
  discrepancy: PaymentDiscrepancy | null;
}
