// Every migration class, oldest first. TypeORM runs the pending ones in this order.
import { Platform1795317913552 } from './1795317913552-platform';
import { Kyc1795400000000 } from './1795400000000-kyc';
import { LedgerCurrencies1795500000000 } from './1795500000000-ledger-currencies';
import { Loans1795600000000 } from './1795600000000-loans';
import { Withdrawals1795700000000 } from './1795700000000-withdrawals';
import { Repayments1795800000000 } from './1795800000000-repayments';
import { SessionsRateLimits1795900000000 } from './1795900000000-sessions-rate-limits';
import { SignupVerification1796100000000 } from './1796100000000-signup-verification';
import { MemberLanguage1796240000000 } from './1796240000000-member-language';
import { SessionNotifications1796600000000 } from './1796600000000-session-notifications';
import { CacheNotifications1796700000000 } from './1796700000000-cache-notifications';
import { DashboardNotifications1796800000000 } from './1796800000000-dashboard-notifications';
import { ChannelReferenceKey1796900000000 } from './1796900000000-channel-reference-key';
import { DocumentThumbnails1796950000000 } from './1796950000000-document-thumbnails';
import { SessionsReadEveryRequest1796990000000 } from './1796990000000-sessions-read-every-request';
import { SignInCodes1796995000000 } from './1796995000000-sign-in-codes';
import { RecoveryCodesForAnyNumber1797000000000 } from './1797000000000-recovery-codes-for-any-number';
import { OfficerWithdrawalsPaging1797100000000 } from './1797100000000-officer-withdrawals-paging';
import { OfficerListsPaging1797200000000 } from './1797200000000-officer-lists-paging';
import { PayoffOnActualCashFlows1797310000000 } from './1797310000000-payoff-on-actual-cash-flows';
import { PaymentReferences1797320000000 } from './1797320000000-payment-references';
import { ChannelPayments1797330000000 } from './1797330000000-channel-payments';
import { FourEyes1797400000000 } from './1797400000000-four-eyes';
import { LoanDecisionReasons1797410000000 } from './1797410000000-loan-decision-reasons';
import { Collections1797500000000 } from './1797500000000-collections';
import { PaymentReversals1797510000000 } from './1797510000000-payment-reversals';
import { Reconciliation1797520000000 } from './1797520000000-reconciliation';
import { AuditTrail1797600000000 } from './1797600000000-audit-trail';
import { StaffAccounts1797610000000 } from './1797610000000-staff-accounts';
import { ProductSettings1797620000000 } from './1797620000000-product-settings';
import { ReceiptsRemindersAutoDebit1797700000000 } from './1797700000000-receipts-reminders-auto-debit';
import { Webhooks1797800000000 } from './1797800000000-webhooks';
import { SupportTickets1797900000000 } from './1797900000000-support-tickets';
import { NotificationReads1797910000000 } from './1797910000000-notification-reads';
import { HardshipRequests1797950000000 } from './1797950000000-hardship-requests';
import { AccountClosure1797960000000 } from './1797960000000-account-closure';
import { ScheduleVersions1797970000000 } from './1797970000000-schedule-versions';
import { SuspenseAssignments1798000000000 } from './1798000000000-suspense-assignments';
import { WebhookReceivers1798011290000 } from './1798011290000-webhook-receivers';
import { LedgerBalanceRange1798011300000 } from './1798011300000-ledger-balance-range';
import { ChannelTransactionKeys1798112900000 } from './1798112900000-channel-transaction-keys';
import { SuspenseAssignmentUndo1798112901000 } from './1798112901000-suspense-assignment-undo';
import { FourEyesWithdrawn1798112902000 } from './1798112902000-four-eyes-withdrawn';
import { HardshipClosedWithLoan1798112913000 } from './1798112913000-hardship-closed-with-loan';
import { WithdrawalClosureRefund1798210000000 } from './1798210000000-withdrawal-closure-refund';
import { KycCorrectionResumes1798240000000 } from './1798240000000-kyc-correction-resumes';
import { SanctionsScreening1798270000000 } from './1798270000000-sanctions-screening';
import { ProviderPaymentDiscrepancies1798280000000 } from './1798280000000-provider-payment-discrepancies';
import { SmsOutboxDelivery1798290000000 } from './1798290000000-sms-outbox-delivery';
import { AccrualBooksAccounts1798300000000 } from './1798300000000-accrual-books-accounts';
import { CloseOfBusiness1798310000000 } from './1798310000000-close-of-business';
import { ClosedPeriods1798330000000 } from './1798330000000-closed-periods';
import { LateChargeWaivers1798340000000 } from './1798340000000-late-charge-waivers';
import { ProvisioningWriteOff1798320000000 } from './1798320000000-provisioning-write-off';
import { ProviderPaymentCodes1798360000000 } from './1798360000000-provider-payment-codes';
import { AmlReports1798350000000 } from './1798350000000-aml-reports';
import { ReadsAtScale1798370000000 } from './1798370000000-reads-at-scale';

export const MIGRATIONS = [
  Platform1795317913552,
  Kyc1795400000000,
  LedgerCurrencies1795500000000,
  Loans1795600000000,
  Withdrawals1795700000000,
  Repayments1795800000000,
  SessionsRateLimits1795900000000,
  SignupVerification1796100000000,
  MemberLanguage1796240000000,
  SessionNotifications1796600000000,
  CacheNotifications1796700000000,
  DashboardNotifications1796800000000,
  ChannelReferenceKey1796900000000,
  DocumentThumbnails1796950000000,
  SessionsReadEveryRequest1796990000000,
  SignInCodes1796995000000,
  RecoveryCodesForAnyNumber1797000000000,
  OfficerWithdrawalsPaging1797100000000,
  OfficerListsPaging1797200000000,
  PayoffOnActualCashFlows1797310000000,
  PaymentReferences1797320000000,
  ChannelPayments1797330000000,
  FourEyes1797400000000,
  LoanDecisionReasons1797410000000,
  Collections1797500000000,
  PaymentReversals1797510000000,
  Reconciliation1797520000000,
  AuditTrail1797600000000,
  StaffAccounts1797610000000,
  ProductSettings1797620000000,
  ReceiptsRemindersAutoDebit1797700000000,
  Webhooks1797800000000,
  SupportTickets1797900000000,
  NotificationReads1797910000000,
  HardshipRequests1797950000000,
  AccountClosure1797960000000,
  ScheduleVersions1797970000000,
  SuspenseAssignments1798000000000,
  WebhookReceivers1798011290000,
  LedgerBalanceRange1798011300000,
  ChannelTransactionKeys1798112900000,
  SuspenseAssignmentUndo1798112901000,
  FourEyesWithdrawn1798112902000,
  HardshipClosedWithLoan1798112913000,
  WithdrawalClosureRefund1798210000000,
  KycCorrectionResumes1798240000000,
  SanctionsScreening1798270000000,
  ProviderPaymentDiscrepancies1798280000000,
  SmsOutboxDelivery1798290000000,
  AccrualBooksAccounts1798300000000,
  CloseOfBusiness1798310000000,
  ProvisioningWriteOff1798320000000,
  ClosedPeriods1798330000000,
  LateChargeWaivers1798340000000,
  AmlReports1798350000000,
  ProviderPaymentCodes1798360000000,
  ReadsAtScale1798370000000,
];
