import { Module } from '@nestjs/common';
import { HardshipModule } from '../hardship/hardship.module';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { AllowanceJob } from './allowance.job';
import { AllowanceService } from './allowance.service';
import { AllowanceController, ProvisioningRatesController } from './provisioning.controller';
import { ProvisioningRatesService } from './provisioning-rates.service';

/** Provisioning for expected credit losses: the rates by stage (four eyes) and the month end's re-measurement of the allowance. */
@Module({
  imports: [LedgerModule, LoansModule, HardshipModule],
  controllers: [ProvisioningRatesController, AllowanceController],
  providers: [ProvisioningRatesService, AllowanceService, AllowanceJob],
  exports: [AllowanceService, AllowanceJob],
})
export class ProvisioningModule {}
