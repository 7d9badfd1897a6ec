import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoansModule } from '../loans/loans.module';
import { ChannelPaymentEntity } from '../payments/channel-payment.entity';
import { RepaymentEntity } from '../repayments/repayment.entity';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/** Receipts (page and PDF), the wallet's history and the statement of account: reads of what repayments and channel payments recorded. */
@Module({
  imports: [TypeOrmModule.forFeature([RepaymentEntity, ChannelPaymentEntity]), LoansModule],
  controllers: [ReceiptsController],
  providers: [ReceiptsService],
})
export class ReceiptsModule {}
