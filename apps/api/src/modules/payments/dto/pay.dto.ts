import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../../openapi/money';

/** A payment reference, as stored and as read aloud. */
export class PaymentReferenceDto {
  @ApiProperty({ example: '100000000123', description: 'Twelve digits, the last a Luhn check digit (docs/decisions/015-payment-references.md).' })
  reference: string;
  @ApiProperty({ example: '1000 0000 0123', description: 'In groups of four, for display.' }) referenceText: string;
}

/** What the loan asks for now, with its payment reference. Amounts in PHP centavos. */
export class PayLoanDto extends PaymentReferenceDto {
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

/** Where a borrower pays with a reference: the biller in GCash, Maya and at the counter, and the bank account for transfers. */
export class CollectionAccountDto {
  @ApiProperty({ example: 'Halimbawa Lending Corporation' }) billerName: string;
  @ApiProperty({ example: 'Demo Bank (not a real account)' }) bankName: string;
  @ApiProperty({ example: 'Halimbawa Lending Corporation' }) accountName: string;
  @ApiProperty({ example: '0000-0000-0000' }) accountNumber: string;
}

/** The Pay page: the wallet's reference for cash-in, the running loan's with what it asks for, and where to pay. */
export class PayPageDto {
  @ApiProperty({ type: PaymentReferenceDto, description: 'Paying to it adds money to the wallet (cash-in).' }) wallet: PaymentReferenceDto;
  @ApiProperty({ type: PayLoanDto, nullable: true, description: 'The loan that takes payments now; null when none does.' }) loan: PayLoanDto | null;
  @ApiProperty({ type: CollectionAccountDto }) collection: CollectionAccountDto;
}
