import { ApiProperty } from '@nestjs/swagger';
import { HARDSHIP_KINDS, HARDSHIP_REASON_MAX, HARDSHIP_STATUSES, type HardshipKind, type HardshipStatus } from '@halimbawa/domain';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';

const KIND = { enum: HARDSHIP_KINDS, enumName: 'HardshipKind' };
const STATUS = { enum: HARDSHIP_STATUSES, enumName: 'HardshipStatus' };
export const HARDSHIP_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type HardshipDecision = (typeof HARDSHIP_DECISIONS)[number];

export class HardshipAskDto {
  @RequestField({ ...KIND, description: 'EXTENSION (more time) or RESTRUCTURE (a new schedule).' }, 'apiHardship.kind') kind: HardshipKind;
  @RequestField({ type: 'string', maxLength: HARDSHIP_REASON_MAX, description: 'Why, in the borrower\'s words.' }, 'apiHardship.reason') reason: string;
  @RequestField({ type: 'string', maxLength: 20, description: 'The monthly amount the borrower can pay, in PHP: digits, optional thousands commas, at most 2 decimals.' }, 'apiHardship.proposedAmount')
  proposedAmount: string;
}

export class HardshipRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() loanNumber: string;
  @ApiProperty(KIND) kind: HardshipKind;
  @ApiProperty({ description: 'The kind in words.' }) kindText: string;
  @ApiProperty() reason: string;
  @Centavos('The monthly amount the borrower can pay.') proposedAmount: number;
  @ApiProperty({ format: 'date', description: 'The due date of the next unpaid instalment when asked.' }) dueDate: string;
  @ApiProperty(STATUS) status: HardshipStatus;
  @ApiProperty({ description: 'The status in words.' }) statusText: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, required: false, description: 'The four-eyes action waiting for a second staff member, if any (staff answers only).' }) waitingActionId?: string | null;
}

export class HardshipListDto {
  @ApiProperty({ type: [HardshipRequestDto] }) requests: HardshipRequestDto[];
  @NextCursor() nextCursor: string | null;
}

export class HardshipListQueryDto extends PageQueryDto {
  @RequestField({ ...STATUS, required: false, description: 'PENDING (the default), APPROVED or REJECTED.' }) status?: HardshipStatus;
}

export class HardshipDecideDto {
  @RequestField({ enum: HARDSHIP_DECISIONS, enumName: 'HardshipDecision', description: 'What the officer proposes; a second staff member checks it (four eyes).' }, 'apiHardship.decision') decision: HardshipDecision;
  @RequestField({ type: 'string', required: false, maxLength: 500, description: "The officer's note, for staff only." }) note?: string;
}
