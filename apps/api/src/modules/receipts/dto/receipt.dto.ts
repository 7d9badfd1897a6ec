import { ApiProperty } from '@nestjs/swagger';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';
import { ENTRY_KINDS, type EntryKind } from '../../ledger/ledger.types';

export const RECEIPT_KINDS = ['LOAN_PAYMENT', 'PAY_OFF', 'AUTO_DEBIT', 'CASH_IN', 'RECOVERY'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/**
 * A receipt: a payment to a loan (from the wallet, by auto-debit or through a channel), a pay-off, or
 * a cash-in. Its split adds up to the amount: lateCharge + interest − rebate + principal + toWallet.
 */
export class ReceiptDto {
  @ApiProperty({ example: 'OR-00000042' }) receiptNumber: string;
  @ApiProperty({ enum: RECEIPT_KINDS, enumName: 'ReceiptKind' }) kind: ReceiptKind;
  @ApiProperty({ description: "What the receipt is for, in the request's language." }) kindText: string;
  @ApiProperty({ format: 'date-time' }) paidAt: string;
  @ApiProperty({ example: 'Nov 25, 2026, 9:30 PM (Manila time)' }) paidAtText: string;
  @ApiProperty({ example: 'GCash', description: "How it was paid, in the request's language." }) paidByText: string;
  @ApiProperty({ description: "The borrower's name." }) receivedFrom: string;
  @ApiProperty({ type: String, nullable: true, example: 'HLC-2026-000123', description: 'The loan paid; null for a cash-in.' }) loanNumber: string | null;
  @Centavos('Everything received (the part that went to the wallet included).') amount: number;
  @ApiProperty() amountText: string;
  @Centavos('Late charges paid.') lateCharge: number;
  @ApiProperty() lateChargeText: string;
  @Centavos("Interest charged: the interest paid; at pay-off, what the schedule asked of the instalments it settled, before the interest given back (rebate).") interest: number;
  @ApiProperty() interestText: string;
  @Centavos('Principal paid.') principal: number;
  @ApiProperty() principalText: string;
  @Centavos('Unearned interest given back at pay-off (the interest paid ahead included, docs/decisions/006-prepayment-rebate.md); 0 otherwise.') rebate: number;
  @ApiProperty() rebateText: string;
  @Centavos('Went to the wallet: all of a cash-in, or what was left over a pay-off.') toWallet: number;
  @ApiProperty() toWalletText: string;
  @Centavos('What the loan still owed after this payment; null for a cash-in, a reversed payment or a payment made before receipts kept it.', { nullable: true })
  remaining: number | null;
  @ApiProperty({ type: String, nullable: true }) remainingText: string | null;
  @ApiProperty({ description: 'The payment was reversed by the back office: it no longer counts toward the loan.' }) reversed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reversedAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Nov 26, 2026, 9:30 AM (Manila time)' }) reversedAtText: string | null;
}

export const WALLET_DIRECTIONS = ['IN', 'OUT', 'NONE'] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];

export class HistoryQueryDto extends PageQueryDto {}

export class HistoryItemDto {
  @ApiProperty({ format: 'uuid', description: 'The journal entry.' }) id: string;
  @ApiProperty({ enum: ENTRY_KINDS, enumName: 'EntryKind' }) kind: EntryKind;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ enum: WALLET_DIRECTIONS, enumName: 'WalletDirection', description: 'IN: money came into the wallet; OUT: it left; NONE: a payment that did not touch the wallet.' })
  walletDirection: WalletDirection;
  @Centavos('What came into or left the wallet (0 for NONE).') walletAmount: number;
  @ApiProperty() walletAmountText: string;
  @Centavos('What a repayment paid on the loan, or what the reversal of one took back (0 for other movements).') loanAmount: number;
  @ApiProperty() loanAmountText: string;
  @ApiProperty({ type: String, nullable: true }) loanNumber: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'OR-00000042', description: "Its receipt (GET /receipts/{receiptNumber}), when it has one; a reversal's is the reversed payment's." })
  receiptNumber: string | null;
  @ApiProperty({ description: 'A REPAYMENT that was reversed since (its REVERSAL is a row of its own): it no longer counts toward the loan.' }) reversed: boolean;
}

export class HistoryPageDto {
  @ApiProperty({ type: HistoryItemDto, isArray: true, description: 'Newest first.' }) items: HistoryItemDto[];
  @NextCursor() nextCursor: string | null;
}
