import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RecoveriesModule } from '../write-offs/recoveries.module';
import { RepaymentsModule } from '../repayments/repayments.module';
import { ChannelPaymentEntity } from './channel-payment.entity';
import { ChannelsController } from './channels.controller';
import { ChannelsService } from './channels.service';
import { PayController } from './pay.controller';
import { PayService } from './pay.service';
import { ProviderPaymentCodesService } from './provider-payment-codes.service';
import { PaymentReferenceEntity } from './payment-reference.entity';
import { PaymentReferencesService } from './payment-references.service';
import { ChannelPaymentReadings } from './channel-payment-readings';
import { SuspenseAssignmentController } from './suspense-assignment.controller';
import { SuspenseAssignmentService } from './suspense-assignment.service';
import { XenditPaymentsController } from './xendit-payments.controller';
import { XenditPaymentsService } from './xendit-payments.service';

/**
 * Paying by reference (docs/product.md §7): each loan and each wallet has a payment reference that a
 * borrower gives GCash, Maya, a bank transfer or a cashier; the Pay page shows it with what is due,
 * and each channel notifies the payments made with it (signed callbacks, once per transaction).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentReferenceEntity, ChannelPaymentEntity]), LedgerModule, LoansModule, MembersModule, NotificationsModule, RepaymentsModule, RecoveriesModule],
  controllers: [PayController, ChannelsController, XenditPaymentsController, SuspenseAssignmentController],
  providers: [PayService, ProviderPaymentCodesService, PaymentReferencesService, ChannelsService, ChannelPaymentReadings, SuspenseAssignmentService, XenditPaymentsService],
  exports: [PaymentReferencesService, ChannelsService, ChannelPaymentReadings, XenditPaymentsService],
})
export class PaymentsModule {}
