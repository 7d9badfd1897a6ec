import { ApiProperty } from '@nestjs/swagger';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';
import { PAYOUT_RAILS, WITHDRAWAL_STATUSES, type BankKind, type PayoutRail, type WithdrawalStatus } from '@halimbawa/domain';
import { DomainField, RequestField } from '../../../common/domain-field.decorator';
import { StatusCardDto } from '../../loans/dto/loan.dto';

const WITHDRAWAL_STATUS = { enum: [...WITHDRAWAL_STATUSES], enumName: 'WithdrawalStatus' };
const PAYOUT_RAIL = { enum: [...PAYOUT_RAILS], enumName: 'PayoutRail' };

// ------------------------------------------------------------------ requests
// Checked in WithdrawalsService with libs/domain's withdrawal rule (docs/product.md §5).

export class CreateWithdrawalRequestDto {
  @DomainField('withdrawalAmount', {
    number: 'number',
    description: 'PHP: digits and a dot, at most 14 characters, more than 999. More than the balance is set to the balance (see `note`).',
  })
  amount: string;
}

export class ConfirmWithdrawalRequestDto {
  @DomainField('code', { description: 'The 6-digit code sent by SMS to the registered phone.' }) code: string;
}

export class OfficerWithdrawalsQueryDto extends PageQueryDto {
  @RequestField({ ...WITHDRAWAL_STATUS, required: false, description: 'Only withdrawals with this status.' }) status?: WithdrawalStatus;
  @RequestField({ type: 'string', required: false, maxLength: 100, description: "A member's name (any part, any case), phone number or loan number." }) q?: string;
}

// ------------------------------------------------------------------ answers

export class WithdrawalDestinationDto {
  @ApiProperty({ example: 'BDO Unibank' }) bankName: string;
  @ApiProperty({ enum: ['bank', 'ewallet'], enumName: 'BankKind' }) bankKind: BankKind;
  @ApiProperty({ example: 'Juan Dela Cruz' }) accountName: string;
  @ApiProperty({ example: '123......', description: 'The first 3 characters, then six dots.' }) accountNumberMasked: string;
}

export class WithdrawalDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '000000042' }) withdrawalNumber: string;
  @ApiProperty({ example: 'HLC-000000042', description: "'{ShortName}-{withdrawalNumber}'" }) reference: string;
  @ApiProperty(WITHDRAWAL_STATUS) status: WithdrawalStatus;
  @ApiProperty({ type: StatusCardDto, description: "The catalogue's words in the request's language (Accept-Language), with the rail's time while processing and the reason of a failure (the provider's own words)." })
  card: StatusCardDto;
  @ApiProperty({ example: 'PHP' }) currency: 'PHP';
  @Centavos('Held and sent.') amount: number;
  @ApiProperty({ example: '10,000.00' }) amountText: string;
  @Centavos('Always 0 (docs/product.md §7).') fee: number;
  @ApiProperty({ example: '0.00' }) feeText: string;
  @Centavos('amount + fee.') total: number;
  @ApiProperty({ example: '10,000.00' }) totalText: string;
  @ApiProperty({ example: '1', description: 'PHP to PHP: the wallet and the payouts are in PHP.' }) exchangeRate: string;
  @ApiProperty({ type: WithdrawalDestinationDto }) destination: WithdrawalDestinationDto;
  @ApiProperty({ ...PAYOUT_RAIL, nullable: true, type: 'string', description: 'Chosen when the payout starts.' }) rail: PayoutRail | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'Account not found' }) failureReason: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The payout provider's reference of the completed transfer." }) payoutReference: string | null;
  @ApiProperty({ type: 'integer', description: 'Wrong codes left before the withdrawal is cancelled (while AWAITING_OTP).' }) codeTriesLeft: number;
  @ApiProperty({ format: 'date-time', description: 'Without its code by then the withdrawal expires.' }) expiresAt: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) confirmedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) completedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string', description: 'When it failed, was cancelled or expired.' }) endedAt: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: 'string', example: '2027-01-18', description: 'The Manila date a PESONet withdrawal arrives when it was sent (or requested) after the 14:00 cut-off or on a weekend; null otherwise, and once it failed, was cancelled or expired.' })
  arrivesOn: string | null;
}

export class CreatedWithdrawalDto {
  @ApiProperty({ example: 'We have sent a 6-digit code by SMS to your registered phone. Enter it within 15 minutes to confirm the withdrawal.' })
  message: string;
  @ApiProperty({ type: 'string', nullable: true, description: "Set when the amount was more than the balance and was set to the balance; in the request's language (Accept-Language)." })
  note: string | null;
  @ApiProperty({ type: WithdrawalDto }) withdrawal: WithdrawalDto;
}

export class WithdrawalAnswerDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: WithdrawalDto }) withdrawal: WithdrawalDto;
}

export class WithdrawalListDto {
  @ApiProperty({ type: WithdrawalDto, isArray: true, description: 'Newest first.' }) withdrawals: WithdrawalDto[];
  @NextCursor() nextCursor: string | null;
}

export class OfficerWithdrawalDto extends WithdrawalDto {
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ type: 'integer', description: 'Calls made to the payout provider.' }) payoutAttempts: number;
}

export class OfficerWithdrawalListDto {
  @ApiProperty({ type: OfficerWithdrawalDto, isArray: true, description: 'Newest first, one page.' }) withdrawals: OfficerWithdrawalDto[];
  @NextCursor() nextCursor: string | null;
}
