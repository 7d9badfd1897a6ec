import { Controller, Get, Injectable } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/auth/decorators';
import { HARDSHIP_DECIDE_KIND } from '../hardship/hardship.service';
import { LOAN_APPROVAL_KIND } from '../loans/loans.service';

/** A withdrawal still PROCESSING this long after it started is stuck (the payout rails answer within minutes). */
const STUCK_AFTER = '1 hour';

export class QueueCountsDto {
  @ApiProperty({ type: 'integer', description: 'Members whose ID and selfie wait for a KYC decision.' }) kycToReview: number;
  @ApiProperty({ type: 'integer', description: 'Loans pending review with no approval waiting for a second officer.' }) loansToDecide: number;
  @ApiProperty({ type: 'integer', description: 'Loan approvals waiting for a second officer (four eyes).' }) awaitingSecondApproval: number;
  @ApiProperty({ type: 'integer', description: `Withdrawals FAILED, or PROCESSING for more than ${STUCK_AFTER}.` }) payoutsFailedOrStuck: number;
  @ApiProperty({ type: 'integer', description: 'Channel payments held in suspense (a reference that is not ours) and not yet assigned.' }) paymentsInSuspense: number;
  @ApiProperty({ type: 'integer', description: 'Loans with an overdue instalment.' }) overdueLoans: number;
  @ApiProperty({ type: 'integer', description: 'Messages from the contact form.' }) contactMessages: number;
  @ApiProperty({ type: 'integer', description: 'Hardship requests waiting for a decision, with none proposed yet (a proposal waits in the second checks).' }) hardshipToDecide: number;
  @ApiProperty({ type: 'integer', description: "Support requests waiting for staff's answer (OPEN)." }) supportToAnswer: number;
}

/**
 * The console's work queues counted in one read-only round (docs/product.md, Officer console):
 * one statement over the tables each queue's own module keeps, so the first page costs one query.
 */
@Injectable()
export class OfficerQueuesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(): Promise<QueueCountsDto> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM member_identity WHERE kyc_status = 'PENDING')::int AS "kycToReview",
         (SELECT count(*) FROM loans l WHERE l.status = 'PENDING_REVIEW'
            AND NOT EXISTS (SELECT 1 FROM pending_actions a WHERE a.kind = $1 AND a.status = 'PENDING' AND a.subject_id = l.id::text))::int AS "loansToDecide",
         (SELECT count(*) FROM pending_actions WHERE kind = $1 AND status = 'PENDING')::int AS "awaitingSecondApproval",
         (SELECT count(*) FROM withdrawals WHERE status = 'FAILED' OR (status = 'PROCESSING' AND processing_at < now() - interval '${STUCK_AFTER}'))::int AS "payoutsFailedOrStuck",
         (SELECT count(*) FROM channel_payments p WHERE p.outcome = 'SUSPENSE'
            AND NOT EXISTS (SELECT 1 FROM suspense_assignments s WHERE s.channel_payment_id = p.id AND s.undone_at IS NULL))::int AS "paymentsInSuspense",
         (SELECT count(*) FROM loans WHERE status = 'OVERDUE')::int AS "overdueLoans",
         (SELECT count(*) FROM contact_messages)::int AS "contactMessages",
         (SELECT count(*) FROM hardship_requests h WHERE h.status = 'PENDING'
            AND NOT EXISTS (SELECT 1 FROM pending_actions a WHERE a.kind = $2 AND a.status = 'PENDING' AND a.subject_id = h.id::text))::int AS "hardshipToDecide",
         (SELECT count(*) FROM support_tickets WHERE status = 'OPEN')::int AS "supportToAnswer"`,
      [LOAN_APPROVAL_KIND, HARDSHIP_DECIDE_KIND],
    );
    return row as QueueCountsDto;
  }
}

@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class OfficerQueuesController {
  constructor(private readonly queues: OfficerQueuesService) {}

  @Get('queues')
  @ApiOperation({ summary: 'Count the work queues', description: "How many items wait in each of the console's work queues, for its first page." })
  @ApiOkResponse({ type: QueueCountsDto })
  counts(): Promise<QueueCountsDto> {
    return this.queues.counts();
  }
}
