import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { AdaptersModule } from './adapters/adapters.module';
import { XenditModule } from './adapters/xendit/xendit.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { OwnPhoneGuard } from './common/auth/own-phone.guard';
import { RolesGuard } from './common/auth/roles.guard';
import { CommonModule } from './common/common.module';
import { appLogger, loggingModule } from './common/logging/logging.module';
import { RateLimitModule } from './common/rate-limit';
import type { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { AuditTrailModule } from './modules/audit/audit-trail.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { SupportModule } from './modules/support/support.module';
import { InboxModule } from './modules/inbox/inbox.module';
import { MemberDataModule } from './modules/member-data/member-data.module';
import { CreditScoreModule } from './modules/credit-score/credit-score.module';
import { CurrenciesModule } from './modules/currencies/currencies.module';
import { DashboardModule } from './modules/dashboard/dashboard.controller';
import { DevModule } from './modules/dev/dev.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { FourEyesModule } from './modules/four-eyes/four-eyes.module';
import { HardshipModule } from './modules/hardship/hardship.module';
import { LateChargesModule } from './modules/late-charges/late-charges.module';
import { HealthModule } from './modules/health/health.module';
import { KycModule } from './modules/kyc/kyc.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { LoansModule } from './modules/loans/loans.module';
import { RepaymentsDevModule } from './modules/repayments/repayments-dev.controller';
import { RepaymentsModule } from './modules/repayments/repayments.module';
import { ReportsModule } from './modules/reports/reports.module';
import { CloseOfBusinessModule } from './modules/close-of-business/close-of-business.module';
import { ClosedPeriodsModule } from './modules/closed-periods/closed-periods.module';
import { CollectionsModule } from './modules/collections/collections.module';
import { ReconciliationModule } from './modules/reconciliation/reconciliation.module';
import { MembersModule } from './modules/members/members.module';
import { OfficerMembersModule } from './modules/officer/officer-members.module';
import { ChannelsDevModule } from './modules/payments/channels-dev.controller';
import { PaymentsModule } from './modules/payments/payments.module';
import { ReceiptsModule } from './modules/receipts/receipts.module';
import { DueDatesModule } from './modules/due-dates/due-dates.module';
import { JobsDevModule } from './modules/due-dates/jobs-dev.controller';
import { SiteModule } from './modules/site/site.module';
import { SanctionsModule } from './modules/sanctions/sanctions.module';
import { AmlReportsModule } from './modules/aml-reports/aml-reports.module';
import { SettingsModule } from './modules/settings/settings.module';
import { ProvisioningModule } from './modules/provisioning/provisioning.module';
import { WriteOffsModule } from './modules/write-offs/write-offs.module';
import { StaffModule } from './modules/staff/staff.module';
import { WalletsModule } from './modules/wallets/wallets.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { WithdrawalsDevModule } from './modules/withdrawals/withdrawals-dev.controller';
import { WithdrawalsModule } from './modules/withdrawals/withdrawals.module';

@Module({})
export class AppModule {
  /**
   * The whole API for one validated configuration (main.ts, the CLI and the tests build it so);
   * it logs through `logger`, the HTTP adapter's (createHttpAdapter), by default to standard output.
   */
  static register(config: AppConfig, { logger = appLogger(config) }: { logger?: Logger } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        loggingModule(logger),
        CommonModule.register(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        AdaptersModule,
        XenditModule,
        RateLimitModule,
        HealthModule,
        MetricsModule,
        SiteModule,
        AuthModule,
        FourEyesModule,
        MembersModule,
        ContactModule,
        SupportModule,
        InboxModule,
        MemberDataModule,
        DocumentsModule,
        KycModule,
        OfficerMembersModule,
        AuditTrailModule,
        StaffModule,
        SettingsModule,
        LedgerModule,
        WalletsModule,
        CurrenciesModule,
        LoansModule,
        HardshipModule,
        LateChargesModule,
        DashboardModule,
        RepaymentsModule,
        CloseOfBusinessModule,
        PaymentsModule,
        ReceiptsModule,
        DueDatesModule,
        CreditScoreModule,
        WithdrawalsModule,
        ReportsModule,
        ClosedPeriodsModule,
        ProvisioningModule,
        WriteOffsModule,
        CollectionsModule,
        ReconciliationModule,
        WebhooksModule,
        SanctionsModule,
        AmlReportsModule,
        // Dev helpers do not exist in production: their paths answer 404 there.
        ...(config.isProduction ? [] : [DevModule, JobsDevModule, WithdrawalsDevModule, RepaymentsDevModule, ChannelsDevModule]),
      ],
      providers: [
        // Order matters: authenticate, then check the body's phone number, then roles.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: OwnPhoneGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
