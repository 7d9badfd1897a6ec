import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../../openapi/money';
import { PAYMENT_CHANNELS, REPAYMENT_KINDS, type PaymentChannel, type RepaymentKind } from '@halimbawa/domain';
import { DomainField, RequestField } from '../../../common/domain-field.decorator';
import { LoanDto } from '../../loans/dto/loan.dto';
import { REPAYMENT_RECORD_KINDS, type RepaymentRecordKind } from '../repayment.entity';

// Checked in RepaymentsService (one message per field, REPAYMENT_MESSAGES, the same the web shows).

export class RepayRequestDto {
  @RequestField({ enum: REPAYMENT_KINDS, enumName: 'RepaymentKind', description: 'NEXT: the oldest instalment not paid; AMOUNT: `amount`; PAYOFF: everything, with the rebate.' })
  kind: RepaymentKind;

  @DomainField('amount', { required: false, number: 'number', description: 'PHP, for kind AMOUNT: digits, optional thousands commas, at most 2 decimals.' })
  amount?: string;
}


export class OfficerPaymentRequestDto {
  @RequestField({ example: 'HLC-2026-000123' }) loanNumber: string;

  @DomainField('amount', { number: 'number', description: 'PHP received: digits, optional thousands commas, at most 2 decimals.' })
  amount: string;

  @RequestField({ enum: PAYMENT_CHANNELS, enumName: 'PaymentChannel' }) channel: PaymentChannel;

  @RequestField({ example: 'BDO-20260215-0001', description: "The channel's own reference (3 to 64 letters, digits, '-' or '_'): the payment is recorded once per channel and reference, compared without case or spaces." })
  externalRef: string;
}

export class RepaymentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPAYMENT_RECORD_KINDS, enumName: 'RepaymentRecordKind' }) kind: RepaymentRecordKind;
  @Centavos('Moved from the wallet: late charge + interest + principal.') amount: number;
  @ApiProperty() amountText: string;
  @Centavos('Late charges paid.') lateCharge: number;
  @Centavos('Interest paid.') interest: number;
  @Centavos('Principal paid.') principal: number;
  @Centavos('Unearned interest rebated (pay-off).') rebate: number;
  @ApiProperty() rebateText: string;
  @ApiProperty() paidOff: boolean;
  @ApiProperty({ description: 'True when this answers a request made before (same Idempotency-Key, or same channel reference): nothing moved again.' })
  replayed: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'OR-00000042', description: 'The receipt number (null for payments made before receipts were given).' })
  receiptNumber: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class RepaymentResultDto {
  @ApiProperty({ example: 'Payment received: PHP 25,750.00. Thank you.' }) message: string;
  @ApiProperty({ type: RepaymentDto }) repayment: RepaymentDto;
  @ApiProperty({ type: LoanDto, description: 'The loan after the payment.' }) loan: LoanDto;
}
