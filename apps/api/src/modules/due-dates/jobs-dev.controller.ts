import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { RequestField } from '../../common/domain-field.decorator';
import { Refusal } from '../../common/errors';
import { CloseOfBusinessJob, type CloseOfBusinessOutcome } from '../close-of-business/close-of-business.job';
import { CloseOfBusinessModule } from '../close-of-business/close-of-business.module';
import { CollectionsModule } from '../collections/collections.module';
import { PromisesJobService } from '../collections/promises-job.service';
import { LoanJobsService } from '../loans/loan-jobs.service';
import { LoansModule } from '../loans/loans.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SmsOutboxJobService } from '../notifications/sms-outbox-job.service';
import { AllowanceJob } from '../provisioning/allowance.job';
import { type AllowanceMeasurement } from '../provisioning/allowance.service';
import { ProvisioningModule } from '../provisioning/provisioning.module';
import { OverdueJobService, type OverdueRun } from '../repayments/overdue-job.service';
import { RepaymentsModule } from '../repayments/repayments.module';
import { SanctionsJobService, type SanctionsRun } from '../sanctions/sanctions-job.service';
import { SanctionsModule } from '../sanctions/sanctions.module';
import { PayoutJobService } from '../withdrawals/payout-job.service';
import { WebhookDeliveryJob, type WebhookRun } from '../webhooks/webhook-delivery.job';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module';
import { AutoDebitJob, type AutoDebitRun } from './auto-debit.job';
import { DueDatesModule } from './due-dates.module';
import { DueRemindersJob } from './due-reminders.job';

/**
 * Every scheduled job, in the order 'all' runs them: the sanctions lists fetched and members screened, a loan disbursed, then paid out, then checked,
 * debited and reminded, its promises to pay checked, the allowance re-measured for the month that ended last, and the webhooks and SMS of all that
 * delivered. The close of business runs only when named: it closes every day since the last one closed, so after the clock was moved months
 * ahead 'all' would post months of accruals for every loan.
 */
export const DEV_JOBS = ['all', 'sanctions', 'auto-approval', 'disbursement', 'payouts', 'overdue', 'auto-debit', 'reminders', 'promises', 'allowance', 'close-of-business', 'webhooks', 'sms'] as const;
export type DevJob = (typeof DEV_JOBS)[number];

export class RunJobsRequestDto {
  @RequestField({ enum: DEV_JOBS, required: false, default: 'all' }) job?: DevJob;
}

/** What each job did: only the jobs that ran are present. */
export interface JobsRun {
  sanctions?: SanctionsRun;
  approved?: number;
  disbursed?: number;
  payouts?: Awaited<ReturnType<PayoutJobService['tick']>>;
  overdue?: OverdueRun;
  autoDebit?: AutoDebitRun;
  reminded?: number;
  promises?: { kept: number; broken: number };
  closeOfBusiness?: CloseOfBusinessOutcome;
  allowance?: AllowanceMeasurement;
  webhooks?: WebhookRun;
  sms?: { processed: number };
}

/**
 * POST /dev/jobs/run: runs every scheduled job now (or the one named), at the business clock's time
 * (demos and e2e tests, after POST /dev/clock). Not registered in production.
 */
// Outside the OpenAPI document: integrators never see these; the web's /dev/outbox and the e2e tests call them untyped.
@ApiExcludeController()
@Public()
@Controller('dev/jobs')
export class JobsDevController {
  constructor(
    private readonly loans: LoanJobsService,
    private readonly payouts: PayoutJobService,
    private readonly overdue: OverdueJobService,
    private readonly autoDebit: AutoDebitJob,
    private readonly reminders: DueRemindersJob,
    private readonly promises: PromisesJobService,
    private readonly closeOfBusiness: CloseOfBusinessJob,
    private readonly webhooks: WebhookDeliveryJob,
    private readonly sanctions: SanctionsJobService,
    private readonly sms: SmsOutboxJobService,
    private readonly allowance: AllowanceJob,
  ) {}

  @Post('run')
  @HttpCode(200)
  async run(@Body() body: RunJobsRequestDto): Promise<JobsRun> {
    const job = body?.job ?? 'all';
    if (!DEV_JOBS.includes(job)) throw Refusal.fields({ job: { code: 'apiDev.job', params: { jobs: DEV_JOBS.join(', ') } } });
    const runs = (name: DevJob) => job === 'all' || job === name;
    const done: JobsRun = {};
    if (runs('sanctions')) done.sanctions = await this.sanctions.tick();
    if (runs('auto-approval') || runs('disbursement')) Object.assign(done, await this.loans.tick(job === 'all' ? 'all' : (job as 'auto-approval' | 'disbursement')));
    if (runs('payouts')) done.payouts = await this.payouts.tick();
    if (runs('overdue')) done.overdue = await this.overdue.tick();
    if (runs('auto-debit')) done.autoDebit = await this.autoDebit.tick();
    if (runs('reminders')) done.reminded = await this.reminders.tick();
    if (runs('promises')) done.promises = await this.promises.tick();
    if (runs('allowance')) done.allowance = await this.allowance.tick();
    if (job === 'close-of-business') done.closeOfBusiness = await this.closeOfBusiness.tick();
    if (runs('webhooks')) done.webhooks = await this.webhooks.tick();
    if (runs('sms')) done.sms = await this.sms.tick();
    return done;
  }
}

/** Only imported when NODE_ENV is not production (see AppModule), like DevModule. */
@Module({ imports: [LoansModule, WithdrawalsModule, RepaymentsModule, DueDatesModule, CollectionsModule, CloseOfBusinessModule, WebhooksModule, SanctionsModule, NotificationsModule, ProvisioningModule], controllers: [JobsDevController] })
export class JobsDevModule {}
