import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';

export const SUSPENSE_TARGETS = ['LOAN', 'WALLET'] as const;
export type SuspenseTarget = (typeof SUSPENSE_TARGETS)[number];
export const SUSPENSE_STATES = ['OPEN', 'WAITING', 'ASSIGNED'] as const;
export type SuspenseState = (typeof SUSPENSE_STATES)[number];
const TARGET = { enum: SUSPENSE_TARGETS, enumName: 'SuspenseTarget' };

/** Checked in SuspenseAssignmentService. */
export class SuspenseAssignRequestDto {
  @RequestField({ ...TARGET, description: 'LOAN: a repayment of `loanNumber`; WALLET: a cash-in to the wallet of the member with `memberPhone`.' }) target: SuspenseTarget;
  @RequestField({ type: 'string', required: false, maxLength: 40, example: 'HLC-2027-000123', description: 'With LOAN: a loan being repaid.' }) loanNumber?: string;
  @RequestField({ type: 'string', required: false, maxLength: 30, example: '0917 123 4567', description: "With WALLET: the member's phone number." }) memberPhone?: string;
}

export class SuspensePaymentDto {
  @ApiProperty({ format: 'uuid', description: 'The channel payment.' }) id: string;
  @ApiProperty({ example: 'GCASH' }) channel: string;
  @ApiProperty({ description: 'The reference as the channel reported it (not ours).' }) reference: string;
  @ApiProperty() transactionId: string;
  @Centavos('What the channel paid.') amount: number;
  @ApiProperty({ example: '700.00' }) amountText: string;
  @ApiProperty({ example: 'OR-00000042' }) receiptNumber: string;
  @ApiProperty({ format: 'date-time', description: 'When the channel says it was paid.' }) paidAt: string;
  @ApiProperty({ enum: SUSPENSE_STATES, enumName: 'SuspenseState', description: 'OPEN: still in suspense; WAITING: an assignment waits for a second staff member; ASSIGNED: moved out.' })
  state: SuspenseState;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The waiting assignment (four eyes), when WAITING.' }) actionId: string | null;
  @ApiProperty({ ...TARGET, nullable: true, description: 'Where it goes (WAITING) or went (ASSIGNED).' }) target: SuspenseTarget | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The loan number, or the member\'s phone number for a wallet.' }) targetText: string | null;
}

export class SuspenseListDto {
  @ApiProperty({ type: SuspensePaymentDto, isArray: true, description: 'Newest first, one page.' }) payments: SuspensePaymentDto[];
  @NextCursor() nextCursor: string | null;
}
