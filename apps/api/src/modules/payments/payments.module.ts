import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoansModule } from '../loans/loans.module';
import { PayController } from './pay.controller';
import { PaymentReferenceEntity } from './payment-reference.entity';
import { PaymentReferencesService } from './payment-references.service';

/**
 * Paying by reference (docs/product.md §7): each loan and each wallet has a payment reference that a
 * borrower gives GCash, Maya, a bank transfer or a cashier; the Pay page shows it with what is due.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentReferenceEntity]), LoansModule],
  controllers: [PayController],
  providers: [PaymentReferencesService],
  exports: [PaymentReferencesService],
})
export class PaymentsModule {}
