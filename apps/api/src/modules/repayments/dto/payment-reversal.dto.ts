import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';

export class PaymentReversalRequestDto {
  @RequestField({ type: 'string', example: 'Recorded on the wrong loan.', description: 'Why: 1 to 500 characters.' }) reason: string;
}

export class OfficerPaymentsQueryDto extends PageQueryDto {
  @RequestField({ type: 'string', required: false, maxLength: 40, example: 'HLC-2027-000123', description: "The loan whose payments to list (all sources); without it, the payments received through a channel, across loans." })
  loanNumber?: string;
  @RequestField({ type: 'string', required: false, maxLength: 100, description: "A loan number, a receipt number or the channel's reference (spaces and case ignored)." }) q?: string;
}

export const PAYMENT_STATES = ['RECORDED', 'REVERSAL_WAITING', 'REVERSED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export class OfficerPaymentDto {
  @ApiProperty({ format: 'uuid', description: 'POST /officer/payments/{id}/reverse reverses it.' }) id: string;
  @ApiProperty({ example: 'HLC-2027-000123' }) loanNumber: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'OR-00000042' }) receiptNumber: string | null;
  @Centavos('What the payment moved.') amount: number;
  @ApiProperty({ example: '25,750.00' }) amountText: string;
  @ApiProperty({ enum: ['WALLET', 'CHANNEL'], enumName: 'RepaymentSource' }) source: 'WALLET' | 'CHANNEL';
  @ApiProperty({ type: 'string', nullable: true, example: 'GCASH' }) channel: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'GC-88112233', description: "The channel's reference, as recorded." }) externalRef: string | null;
  @ApiProperty({ description: 'It paid the loan off (a pay-off is not reversed here).' }) paidOff: boolean;
  @ApiProperty({ format: 'date-time' }) paidAt: string;
  @ApiProperty({ enum: PAYMENT_STATES, enumName: 'PaymentState', description: 'REVERSAL_WAITING: a reversal waits for a second staff member.' }) state: PaymentState;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The waiting reversal (four eyes), when REVERSAL_WAITING.' }) actionId: string | null;
}

export class OfficerPaymentListDto {
  @ApiProperty({ type: OfficerPaymentDto, isArray: true, description: 'Newest first, one page.' }) payments: OfficerPaymentDto[];
  @NextCursor() nextCursor: string | null;
}
