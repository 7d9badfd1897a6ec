import { SanctionsModule } from '../sanctions/sanctions.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PayoutsModule } from '../../adapters/payouts/payouts.module';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { PaymentsModule } from '../payments/payments.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { OfficerWithdrawalsController } from './officer-withdrawals.controller';
import { PayoutJobService } from './payout-job.service';
import { WITHDRAWAL_ENTITIES } from './withdrawal.entities';
import { WithdrawalsController } from './withdrawals.controller';
import { WithdrawalsRepository } from './withdrawals.repository';
import { WithdrawalsService } from './withdrawals.service';
import { XenditPayoutsController } from './xendit-payouts.controller';
import { XenditPayoutsService } from './xendit-payouts.service';

@Module({
  imports: [TypeOrmModule.forFeature(WITHDRAWAL_ENTITIES), PayoutsModule, LedgerModule, KycModule, LoansModule, MembersModule, OtpModule, NotificationsModule, WebhooksModule, SanctionsModule, PaymentsModule],
  controllers: [WithdrawalsController, OfficerWithdrawalsController, XenditPayoutsController],
  providers: [WithdrawalsRepository, WithdrawalsService, PayoutJobService, XenditPayoutsService],
  exports: [WithdrawalsService, PayoutJobService],
})
export class WithdrawalsModule {}
