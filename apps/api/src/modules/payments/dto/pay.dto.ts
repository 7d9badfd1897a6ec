import { ApiProperty } from '@nestjs/swagger';
import { EWALLET_CHANNELS, PAY_CHANNELS } from '@halimbawa/domain';
import { RequestField } from '../../../common/domain-field.decorator';
import { Centavos } from '../../../openapi/money';

/** Why a channel cannot take an amount: `amountLimit.channel` with the channel's name and its cap. */
export class PayOptionReasonDto {
  @ApiProperty({ example: 'amountLimit.channel' }) code: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { channel: '7-Eleven', max: '50,000.00' } }) params: Record<string, string>;
}

/** One way to pay a reference through the payment provider, and whether it takes the amount due. */
export class PayOptionDto {
  @ApiProperty({ enum: Object.keys(PAY_CHANNELS), enumName: 'PayChannel', example: 'seven-eleven' }) channel: string;
  @ApiProperty({ example: '7-Eleven' }) name: string;
  @ApiProperty({ enum: ['EWALLET', 'PAYMENT_CODE', 'VIRTUAL_ACCOUNT'], enumName: 'PayOptionKind', description: 'EWALLET: a payment request made for the amount (POST /pay/ewallet); PAYMENT_CODE: a reusable code given at the counter; VIRTUAL_ACCOUNT: an account number to transfer to.' })
  kind: 'EWALLET' | 'PAYMENT_CODE' | 'VIRTUAL_ACCOUNT';
  @Centavos('The most the channel takes in one payment (a setting).') max: number;
  @ApiProperty({ example: '50,000.00' }) maxText: string;
  @ApiProperty({ description: 'False when the amount due is more than the channel takes in one payment.' }) available: boolean;
  @ApiProperty({ type: PayOptionReasonDto, nullable: true, description: 'Why the channel cannot take the amount due (a catalogue code and its words), null when it can.' })
  reason: PayOptionReasonDto | null;
  @ApiProperty({ type: String, nullable: true, example: '123456789012', description: "The reference's payment code at this counter, or its virtual account number; null for an e-wallet, or when the provider could not make it now." })
  code: string | null;
}

/** A payment reference, as stored and as read aloud. */
export class PaymentReferenceDto {
  @ApiProperty({ example: '100000000123', description: 'Twelve digits, the last a Luhn check digit (docs/decisions/015-payment-references.md).' })
  reference: string;
  @ApiProperty({ example: '1000 0000 0123', description: 'In groups of four, for display.' }) referenceText: string;
}

/** What the loan asks for now, with its payment reference. Amounts in PHP centavos. */
export class PayLoanDto extends PaymentReferenceDto {
  @Centavos('What the Pay page offers to pay now: the amount due (the next instalment, or the pay-off when none is due).') amountDue: number;
  @ApiProperty() amountDueText: string;
  @ApiProperty({ type: PayOptionDto, isArray: true, description: 'Each way to pay through the payment provider, in order; those that cannot take amountDue say why.' }) options: PayOptionDto[];
  @ApiProperty({ example: 'HL-2027-000123' }) loanNumber: string;
  @ApiProperty({ description: 'True when an instalment is overdue (the amount due includes its late charge).' }) overdue: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The due date of the oldest instalment not paid.' }) nextDueDate: string | null;
  @Centavos('What the instalment of nextDueDate still owes (late charge included).') nextDueAmount: number;
  @ApiProperty() nextDueAmountText: string;
  @Centavos('Late charges still owed.') lateChargesDue: number;
  @ApiProperty() lateChargesDueText: string;
  @Centavos('Paying the whole loan off today.') payoffAmount: number;
  @ApiProperty() payoffAmountText: string;
}

/** The wallet's reference for cash-in, with its codes (no amount is due: every channel is offered). */
export class WalletPayDto extends PaymentReferenceDto {
  @ApiProperty({ type: PayOptionDto, isArray: true }) options: PayOptionDto[];
}

/** Checked in PayService. */
export class EwalletPaymentRequestDto {
  @RequestField({ type: String, enum: [...EWALLET_CHANNELS], example: 'gcash' }) channel: string;
  @RequestField({ type: String, enum: ['LOAN', 'WALLET'], example: 'LOAN', description: "LOAN: the running loan's reference; WALLET: a cash-in." }) target: string;
  @RequestField({ type: String, required: false, example: '25,750.00', description: 'PHP, as a person types it; with LOAN it defaults to the amount due, with WALLET it is required.' }) amount?: string;
  @RequestField({ type: String, example: 'https://app.example/pay', description: 'Where the e-wallet sends the member back after paying or not.' }) returnUrl: string;
}

/** Where to send the member to pay. */
export class EwalletCheckoutDto {
  @ApiProperty({ example: 'https://checkout.example/pr-1', description: "The e-wallet's checkout page for this payment request." }) checkoutUrl: string;
  @Centavos('The amount asked for.') amount: number;
}

/** Where a borrower pays with a reference: the biller in GCash, Maya and at the counter, and the bank account for transfers. */
export class CollectionAccountDto {
  @ApiProperty({ example: 'Halimbawa Lending Corporation' }) billerName: string;
  @ApiProperty({ example: 'Demo Bank (not a real account)' }) bankName: string;
  @ApiProperty({ example: 'Halimbawa Lending Corporation' }) accountName: string;
  @ApiProperty({ example: '0000-0000-0000' }) accountNumber: string;
}

/** The Pay page: the wallet's reference for cash-in, the running loan's with what it asks for, and where to pay. */
export class PayPageDto {
  @ApiProperty({ type: WalletPayDto, description: 'Paying to it adds money to the wallet (cash-in).' }) wallet: WalletPayDto;
  @ApiProperty({ type: PayLoanDto, nullable: true, description: 'The loan that takes payments now; null when none does.' }) loan: PayLoanDto | null;
  @ApiProperty({ type: CollectionAccountDto }) collection: CollectionAccountDto;
}
