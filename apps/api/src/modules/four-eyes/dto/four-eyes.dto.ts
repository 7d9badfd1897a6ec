import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';
import { PENDING_ACTION_STATUSES, WITHDRAWN_REASONS, type PendingActionStatus, type WithdrawnReason } from '../pending-action.entity';

const STATUS = { enum: PENDING_ACTION_STATUSES, enumName: 'PendingActionStatus' };

export class PendingActionChangeDto {
  @ApiProperty({ description: "What changes, e.g. 'amount', 'monthlyRateBps', 'roles', 'dti'." }) field: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Its value now (null where there is none, as for a new account).' }) before: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Its value once approved (null where the action removes it).' }) after: string | null;
}

export class PendingActionAboutDto {
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The member it is for: a borrower, or a staff account.' }) memberId: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "That member's full name (for a new staff account, the name the maker typed)." }) memberName: string | null;
  @ApiProperty({ type: 'string', nullable: true }) loanNumber: string | null;
  @ApiProperty({ type: PendingActionChangeDto, isArray: true, description: 'What approving it changes, field by field, in the reader\'s language where a value is a word.' })
  changes: PendingActionChangeDto[];
}

export class PendingActionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "What approving it does, e.g. 'loan.approve'." }) kind: string;
  @ApiProperty({ description: 'What it acts on: a loan, a payment, a setting (its id).' }) subjectId: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the maker asked for.' }) payload: Record<string, unknown>;
  @Centavos('The money the action moves or commits, if any.', { nullable: true }) amount: number | null;
  @ApiProperty({ type: 'string', nullable: true, example: '600,000.00' }) amountText: string | null;
  @ApiProperty({ format: 'uuid', description: 'The staff member who made it.' }) makerId: string;
  @ApiProperty({ type: 'string', nullable: true, description: "The maker's full name (null in an answer to the maker's own request)." }) makerName: string | null;
  @ApiProperty({ type: PendingActionAboutDto, nullable: true, description: 'Whom it is for and what it changes (null in an answer to the maker\'s own request).' }) about: PendingActionAboutDto | null;
  @ApiProperty({ format: 'date-time' }) madeAt: string;
  @ApiProperty(STATUS) status: PendingActionStatus;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The staff member who approved or rejected it.' }) checkerId: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When it was approved, rejected or withdrawn.' }) checkedAt: string | null;
  @ApiProperty({
    enum: WITHDRAWN_REASONS,
    enumName: 'WithdrawnReason',
    nullable: true,
    description: 'WITHDRAWN without a checker: SUBJECT_CLOSED (the loan was cancelled), MAKER_DEACTIVATED (its maker was deactivated).',
  })
  withdrawnReason: WithdrawnReason | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The checker's note." }) note: string | null;
  @ApiProperty({ description: 'The caller made it, so the caller cannot check it.' }) mine: boolean;
}

export class PendingActionListDto {
  @ApiProperty({ type: PendingActionDto, isArray: true, description: 'Newest first, one page.' }) actions: PendingActionDto[];
  @NextCursor() nextCursor: string | null;
}

export class PendingActionsQueryDto extends PageQueryDto {
  @RequestField({ ...STATUS, required: false, description: 'PENDING (the default), APPROVED, REJECTED or WITHDRAWN.' }) status?: PendingActionStatus;
  @RequestField({ type: 'string', required: false, maxLength: 100, description: "Only this kind, e.g. 'loan.approve'." }) kind?: string;
}

export class CheckPendingActionDto {
  @RequestField({ type: 'string', required: false, maxLength: 500, description: "The checker's note; a rejection needs one." }) note?: string;
}

/** What a module answers when it asked for a second staff member instead of acting. */
export class FourEyesRequestedDto {
  @ApiProperty({ example: 'Reversal requested. A second staff member must approve it.' }) message: string;
  @ApiProperty({ type: PendingActionDto, description: 'The action waiting for a second staff member (POST /officer/four-eyes/{id}/approve).' }) action: PendingActionDto;
}
