import { ApiProperty } from '@nestjs/swagger';
import { HARDSHIP_KINDS, HARDSHIP_REASON_MAX, HARDSHIP_REJECTION_REASONS, HARDSHIP_STATUSES, SCHEDULE_VERSION_STATUSES, type HardshipKind, type HardshipRejectionReason, type HardshipStatus, type ScheduleVersionStatus } from '@halimbawa/domain';
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
  @ApiProperty({ enum: HARDSHIP_REJECTION_REASONS, enumName: 'HardshipRejectionReason', nullable: true, description: 'Why not, when REJECTED.' }) rejectionReason: HardshipRejectionReason | null;
  @ApiProperty({ type: String, nullable: true, description: 'The reason in words.' }) rejectionText: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, required: false, description: 'The four-eyes action waiting for a second staff member, if any (staff answers only).' }) waitingActionId?: string | null;
}

export class HardshipListDto {
  @ApiProperty({ type: [HardshipRequestDto] }) requests: HardshipRequestDto[];
  @NextCursor() nextCursor: string | null;
}

export class HardshipListQueryDto extends PageQueryDto {
  @RequestField({ ...STATUS, required: false, description: 'PENDING (the default), APPROVED, REJECTED or CLOSED (still waiting when its loan was paid off).' }) status?: HardshipStatus;
}

export class HardshipDecideDto {
  @RequestField({ enum: HARDSHIP_DECISIONS, enumName: 'HardshipDecision', description: 'What the officer proposes; a second staff member checks it (four eyes).' }, 'apiHardship.decision') decision: HardshipDecision;
  @RequestField({ type: 'string', required: false, maxLength: 500, description: "The officer's note, for staff only." }) note?: string;
  @RequestField(
    { enum: HARDSHIP_REJECTION_REASONS, enumName: 'HardshipRejectionReason', required: false, description: 'With REJECT (required there): the reason the borrower is told in words by SMS.' },
    'apiHardship.rejectionReason',
  )
  rejectionReason?: HardshipRejectionReason;
}

export class ScheduleVersionRowDto {
  @ApiProperty() number: number;
  @ApiProperty({ format: 'date' }) dueDate: string;
  @Centavos('The principal of the instalment.') principal: number;
  @Centavos('The add-on interest of the instalment.') interest: number;
  @Centavos('Principal and interest.') total: number;
  @Centavos('Principal and interest paid on the row so far (in this version).') paid: number;
}

export class ScheduleVersionDto {
  @ApiProperty({ description: '1 is the contract\'s schedule; each approved hardship request makes the next.' }) version: number;
  @ApiProperty({ enum: SCHEDULE_VERSION_STATUSES, enumName: 'ScheduleVersionStatus' }) status: ScheduleVersionStatus;
  @ApiProperty({ description: 'The status in words.' }) statusText: string;
  @ApiProperty({ description: 'Whether repayments follow this version.' }) inForce: boolean;
  @ApiProperty({ ...KIND, nullable: true, description: 'What the request asked for; null for version 1.' }) kind: HardshipKind | null;
  @Centavos('The largest instalment still to pay.') instalment: number;
  @ApiProperty({ description: 'The number of instalments.' }) count: number;
  @Centavos('The finance charge: the interest of all the instalments.') totalInterest: number;
  @Centavos('Principal and finance charge.') totalRepay: number;
  @ApiProperty({ description: 'The effective interest rate a month, a fraction (0.0085 is 0.85 %).' }) eirMonthly: number;
  @ApiProperty({ description: 'eirMonthly × 12, the yearly rate the disclosure shows.' }) eirYearly: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) signedAt: string | null;
  @ApiProperty({ type: [ScheduleVersionRowDto] }) rows: ScheduleVersionRowDto[];
}

export class ScheduleVersionListDto {
  @ApiProperty({ type: [ScheduleVersionDto], description: 'Newest first; a loan has one version per approved request, so no paging.' }) versions: ScheduleVersionDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when the signing code sent for the version waiting can be entered.' }) signingCodeExpiresAt: string | null;
}

export class ScheduleVersionSignedDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: ScheduleVersionListDto }) schedule: ScheduleVersionListDto;
}

/** One schedule's figures and rows as the preview compares them (the one followed, and the one approval would make). */
export class SchedulePreviewDto {
  @Centavos('The largest instalment still to pay.') instalment: number;
  @ApiProperty({ description: 'The number of instalments.' }) count: number;
  @Centavos('The finance charge: the interest of all the instalments.') totalInterest: number;
  @Centavos('Principal and finance charge.') totalRepay: number;
  @ApiProperty({ description: 'eirMonthly × 12, the yearly effective rate the disclosure shows, a fraction.' }) eirYearly: number;
  @ApiProperty({ type: [ScheduleVersionRowDto] }) rows: ScheduleVersionRowDto[];
}

export class HardshipPreviewDto {
  @ApiProperty({ type: HardshipRequestDto }) request: HardshipRequestDto;
  @ApiProperty({ type: SchedulePreviewDto, description: 'The schedule the loan follows now.' }) current: SchedulePreviewDto;
  @ApiProperty({ type: SchedulePreviewDto, nullable: true, description: "What approving would offer the borrower to sign (libs/domain's reschedule rule on the rows followed now); null when the rule cannot meet the request." })
  proposed: SchedulePreviewDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the request cannot be approved as asked, in words, when `proposed` is null.' }) cannotApprove: string | null;
}
