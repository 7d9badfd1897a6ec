import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../../migrations';
import { AuditEventEntity } from '../common/audit/audit-event.entity';
import { RefreshTokenEntity } from '../modules/auth/refresh-token.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { ContactMessageEntity } from '../modules/contact/contact-message.entity';
import { CURRENCY_ENTITIES } from '../modules/currencies/currency.entities';
import { PendingActionEntity } from '../modules/four-eyes/pending-action.entity';
import { HardshipRequestEntity } from '../modules/hardship/hardship-request.entity';
import { ScheduleVersionEntity } from '../modules/hardship/schedule-version.entity';
import { IdentityDocumentEntity } from '../modules/documents/identity-document.entity';
import { KYC_ENTITIES } from '../modules/kyc/entities';
import { LEDGER_ENTITIES } from '../modules/ledger/ledger.entities';
import { LOAN_ENTITIES } from '../modules/loans/loan.entities';
import { MemberEntity } from '../modules/members/member.entity';
import { OutboundMessageEntity } from '../modules/notifications/outbound-message.entity';
import { OtpChallengeEntity } from '../modules/otp/otp-challenge.entity';
import { ChannelPaymentEntity } from '../modules/payments/channel-payment.entity';
import { PaymentReferenceEntity } from '../modules/payments/payment-reference.entity';
import { RepaymentEntity } from '../modules/repayments/repayment.entity';
import { SANCTIONS_ENTITIES } from '../modules/sanctions/sanctions.entities';
import { WEBHOOK_ENTITIES } from '../modules/webhooks/webhook.entities';
import { NotificationReadEntity } from '../modules/inbox/notification-read.entity';
import { SupportMessageEntity, SupportTicketEntity } from '../modules/support/support-ticket.entity';
import { WITHDRAWAL_ENTITIES } from '../modules/withdrawals/withdrawal.entities';
import { AML_REPORT_ENTITIES } from '../modules/aml-reports/aml-reports.entities';

export const ENTITIES = [
  MemberEntity,
  SessionEntity,
  RefreshTokenEntity,
  OtpChallengeEntity,
  OutboundMessageEntity,
  ContactMessageEntity,
  AuditEventEntity,
  PendingActionEntity,
  HardshipRequestEntity,
  ScheduleVersionEntity,
  ...KYC_ENTITIES,
  IdentityDocumentEntity,
  ...LEDGER_ENTITIES,
  ...CURRENCY_ENTITIES,
  ...LOAN_ENTITIES,
  RepaymentEntity,
  PaymentReferenceEntity,
  ChannelPaymentEntity,
  SupportTicketEntity,
  SupportMessageEntity,
  NotificationReadEntity,
  ...WITHDRAWAL_ENTITIES,
  ...WEBHOOK_ENTITIES,
  ...SANCTIONS_ENTITIES,
  ...AML_REPORT_ENTITIES,
];

/** The one place the database connection is described; used by the app and by the CLI. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // The schema is owned by the hand-written migrations only.
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: { max: 10 },
  };
}
