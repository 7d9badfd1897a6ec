import { ApiProperty } from '@nestjs/swagger';
import type { LoanStatus } from '@halimbawa/domain';
import { LOAN_STATUS } from '../../../openapi/schema-enums';
import { RequestField } from '../../../common/domain-field.decorator';
import { Centavos } from '../../../openapi/money';
import { PendingActionDto } from '../../four-eyes/dto/four-eyes.dto';

export class ProposeWriteOffDto {
  @RequestField({ type: 'string', description: 'Why the loan is written off, 1 to 500 characters (the checker and the audit trail read it).' }) reason: string;
}

export class LoanReceivablesDto {
  @Centavos('Principal on the books (LOAN_RECEIVABLE).') principal: number;
  @Centavos('Interest earned and not paid (ACCRUED_INTEREST_RECEIVABLE).') interest: number;
  @Centavos('Late charges fallen due and not paid (LATE_CHARGES_RECEIVABLE).') lateCharges: number;
  @Centavos('What a write-off takes off the books.') total: number;
}

export class WriteOffRecordDto {
  @ApiProperty() reason: string;
  @Centavos('What left the books.') amount: number;
  @Centavos('Of it, taken from the allowance; the rest was a loss.') fromAllowance: number;
  @Centavos('Received since, as recoveries.') recovered: number;
  @ApiProperty({ format: 'uuid' }) madeBy: string;
  @ApiProperty({ format: 'uuid' }) checkedBy: string;
  @ApiProperty({ format: 'date-time' }) writtenOffAt: string;
}

export class WriteOffViewDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty(LOAN_STATUS) status: LoanStatus;
  @ApiProperty({ description: 'A running loan owing something, with no write-off waiting.' }) canWriteOff: boolean;
  @ApiProperty({ type: LoanReceivablesDto }) receivables: LoanReceivablesDto;
  @ApiProperty({ type: PendingActionDto, nullable: true, description: 'A write-off waiting for its second check.' }) pending: PendingActionDto | null;
  @ApiProperty({ type: WriteOffRecordDto, nullable: true, description: 'The write-off, once approved.' }) writtenOff: WriteOffRecordDto | null;
}
