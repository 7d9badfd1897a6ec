import { ApiProperty } from '@nestjs/swagger';
import { LOAN_STATUSES, WITHDRAWAL_STATUSES, type LoanStatus, type WithdrawalStatus } from '@halimbawa/domain';
import { Centavos } from '../../../openapi/money';
import { LOAN_STATUS } from '../../../openapi/schema-enums';
import { KYC_REASON_CODE } from '../../kyc/dto/kyc-view.dto';
import type { KycReasonCode } from '../../kyc/kyc-reasons';
import type { WebhookEventType } from '../webhook.rules';

// What a subscription's endpoint receives (docs/api.md, Webhooks): the OpenAPI document's
// `webhooks`, one per event type, each `{id, type, occurredAt, data}`.

class LoanStatusChangedDataDto {
  @ApiProperty({ example: 'HLC-2026-000123' }) loanNumber: string;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ ...LOAN_STATUS, nullable: true, type: 'string', description: 'Null for a new application.' }) from: LoanStatus | null;
  @ApiProperty({ enum: [...LOAN_STATUSES], enumName: 'LoanStatus' }) to: LoanStatus;
}

class PaymentReceivedDataDto {
  @ApiProperty({ example: 'HLC-2026-000123' }) loanNumber: string;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @Centavos('What was paid on the loan.') amount: number;
  @ApiProperty({ enum: ['PHP'] }) currency: 'PHP';
  @ApiProperty({ description: "Paid from the member's wallet (else through a channel or recorded by an officer)." }) fromWallet: boolean;
  @ApiProperty({ description: 'The payment paid the loan off.' }) paidOff: boolean;
}

class WithdrawalStatusChangedDataDto {
  @ApiProperty({ format: 'uuid' }) withdrawalId: string;
  @ApiProperty({ example: '000000042' }) withdrawalNumber: string;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ enum: [...WITHDRAWAL_STATUSES], enumName: 'WithdrawalStatus' }) status: WithdrawalStatus;
  @Centavos('The amount withdrawn.') amount: number;
  @ApiProperty({ enum: ['PHP'] }) currency: 'PHP';
}

class KycDecidedDataDto {
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ enum: ['VERIFIED', 'REJECTED'] }) status: 'VERIFIED' | 'REJECTED';
  @ApiProperty({ ...KYC_REASON_CODE, nullable: true, type: 'string', description: 'Why it was rejected; null when verified.' }) reasonCode: KycReasonCode | null;
}

const ENVELOPE = {
  id: () => ApiProperty({ format: 'uuid', description: 'The event id, also the `webhook-id` header: the same on every retry.' }),
  occurredAt: () => ApiProperty({ format: 'date-time', description: 'When the change happened.' }),
};

export class LoanStatusChangedEventDto {
  @ENVELOPE.id() id: string;
  @ApiProperty({ enum: ['loan.status_changed'] }) type: 'loan.status_changed';
  @ENVELOPE.occurredAt() occurredAt: string;
  @ApiProperty({ type: LoanStatusChangedDataDto }) data: LoanStatusChangedDataDto;
}

export class PaymentReceivedEventDto {
  @ENVELOPE.id() id: string;
  @ApiProperty({ enum: ['payment.received'] }) type: 'payment.received';
  @ENVELOPE.occurredAt() occurredAt: string;
  @ApiProperty({ type: PaymentReceivedDataDto }) data: PaymentReceivedDataDto;
}

export class WithdrawalStatusChangedEventDto {
  @ENVELOPE.id() id: string;
  @ApiProperty({ enum: ['withdrawal.status_changed'] }) type: 'withdrawal.status_changed';
  @ENVELOPE.occurredAt() occurredAt: string;
  @ApiProperty({ type: WithdrawalStatusChangedDataDto }) data: WithdrawalStatusChangedDataDto;
}

export class KycDecidedEventDto {
  @ENVELOPE.id() id: string;
  @ApiProperty({ enum: ['kyc.decided'] }) type: 'kyc.decided';
  @ENVELOPE.occurredAt() occurredAt: string;
  @ApiProperty({ type: KycDecidedDataDto }) data: KycDecidedDataDto;
}

/** Each event type's body, and when it is sent. */
export const WEBHOOK_EVENTS: Record<WebhookEventType, { model: new () => object; summary: string; description: string }> = {
  'loan.status_changed': { model: LoanStatusChangedEventDto, summary: "A loan's status changed", description: 'An application (`from` null), an approval, a rejection, a signature, a disbursement, overdue and back, a pay-off, a cancellation.' },
  'payment.received': { model: PaymentReceivedEventDto, summary: 'A payment was received on a loan', description: "From the member's wallet, through a payment channel, or recorded by an officer." },
  'withdrawal.status_changed': { model: WithdrawalStatusChangedEventDto, summary: "A withdrawal's status changed", description: 'Confirmed by its code (QUEUED), paid (COMPLETED), FAILED, CANCELLED or EXPIRED.' },
  'kyc.decided': { model: KycDecidedEventDto, summary: "A member's identity was decided", description: 'An officer verified or rejected the KYC.' },
};
