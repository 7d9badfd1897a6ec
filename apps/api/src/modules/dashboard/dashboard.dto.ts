import { ApiProperty } from '@nestjs/swagger';
import type { InfoState } from '@halimbawa/domain';
import { INFO_STATE } from '../../openapi/schema-enums';
import { KycReviewViewDto } from '../kyc/dto/kyc-view.dto';
import { CreditLimitDto } from '../loans/dto/credit-limit.dto';
import { LoanDto } from '../loans/dto/loan.dto';

/** The member as /dash shows them: the phone number masked, nothing else of their account. */
export class DashboardMemberDto {
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '+63917*****67' }) phoneMasked: string;
  @ApiProperty(INFO_STATE) infoState: InfoState;
}

/**
 * Everything /dash shows of the member in one read: who they are, their latest loan, the identity
 * check, the shell's count of unread notifications and the re-loan offer.
 */
export class DashboardDto {
  @ApiProperty({ type: DashboardMemberDto }) member: DashboardMemberDto;
  @ApiProperty({ type: LoanDto, nullable: true, description: 'The latest loan, or null.' }) loan: LoanDto | null;
  @ApiProperty({ type: KycReviewViewDto, nullable: true, description: 'null until the ID step was first saved.' }) kyc: KycReviewViewDto | null;
  @ApiProperty({ type: 'integer', description: 'As GET /notifications/unread counts them: SMS and e-mails sent since the member last opened the list.' }) unreadNotifications: number;
  @ApiProperty({ type: CreditLimitDto, nullable: true, description: 'As GET /loan/offer gives it when it holds a pre-approved offer; null when there is none.' }) reloanOffer: CreditLimitDto | null;
}
