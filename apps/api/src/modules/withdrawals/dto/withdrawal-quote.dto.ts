import { ApiProperty } from '@nestjs/swagger';
import { DomainField } from '../../../common/domain-field.decorator';

export class WithdrawalQuoteQueryDto {
  @DomainField('withdrawalAmount', {
    number: 'number',
    required: false,
    description:
      'PHP: digits and a dot, at most 14 characters, more than 999. More than the balance is quoted as the balance (see `note`). Without it, the figures that do not depend on the amount (cap, fee, rate), with amount and total 0.',
  })
  amount?: string;
}

/** What a withdrawal of the amount would be now: the figures the withdrawal pages show. */
export class WithdrawalQuoteDto {
  @ApiProperty({ example: 'PHP' }) currency: 'PHP';
  @ApiProperty({ type: 'integer', description: 'PHP centavos available in the wallet.' }) balance: number;
  @ApiProperty({ type: 'integer', description: 'PHP centavos that would be held and sent: the amount, or the balance when the amount was more.' }) amount: number;
  @ApiProperty({ example: '10,000.00' }) amountText: string;
  @ApiProperty({ type: 'integer', description: 'The most that can be withdrawn now (PHP centavos): the balance, and for an e-wallet its InstaPay and monthly limits.' })
  cap: number;
  @ApiProperty({ example: '50,000.00' }) capText: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'What an e-wallet can still receive this calendar month (PHP centavos); null for a bank account, which has no monthly limit of ours.' })
  monthLeft: number | null;
  @ApiProperty({ type: 'integer', description: 'PHP centavos.' }) fee: number;
  @ApiProperty({ example: '0.00' }) feeText: string;
  @ApiProperty({ example: '1.00', description: 'Pesos received for one peso of the wallet.' }) exchangeRate: string;
  @ApiProperty({ type: 'integer', description: 'amount + fee (PHP centavos).' }) total: number;
  @ApiProperty({ example: '10,000.00' }) totalText: string;
  @ApiProperty({ type: 'string', nullable: true, description: "Set when the amount was more than the balance and is quoted as the balance; in the request's language (Accept-Language)." })
  note: string | null;
}
