import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { XenditPayoutCallback } from '../../adapters/xendit/xendit-client';
import { XenditConnection } from '../../adapters/xendit/xendit.module';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { XenditPaymentsService } from '../payments/xendit-payments.service';
import type { XenditPayoutCallbackResultDto } from './dto/xendit-payout-callback.dto';
import { PayoutJobService } from './payout-job.service';
import { WithdrawalsRepository } from './withdrawals.repository';

/** A payout's reference is its withdrawal's payout key (`wd-<withdrawal id>`, PayoutJobService). */
const PAYOUT_REFERENCE = /^wd-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function parseCallback(raw: Buffer): XenditPayoutCallback | null {
  try {
    const body = JSON.parse(raw.toString('utf8')) as Partial<XenditPayoutCallback> | null;
    return typeof body?.event === 'string' && typeof body.data?.id === 'string' && body.data.id.length <= 100 ? (body as XenditPayoutCallback) : null;
  } catch {
    return null;
  }
}

/**
 * Xendit's payout webhooks (docs/integrations.md): admitted by the x-callback-token, then the
 * payout is fetched back from Xendit (GET /v2/payouts/{id}); when Xendit says it reached its end,
 * its withdrawal is due now and the payout job settles only that one (settleNow): it asks Xendit
 * with the withdrawal's key and settles it by the answer, exactly as a scheduled look would (once:
 * the settle step locks the row). Other withdrawals wait for the job's own run.
 */
@Injectable()
export class XenditPayoutsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly xenditPayments: XenditPaymentsService,
    private readonly xendit: XenditConnection,
    private readonly repository: WithdrawalsRepository,
    private readonly payoutJob: PayoutJobService,
    private readonly clock: Clock,
  ) {}

  async payoutCallback(token: string | undefined, raw: Buffer | undefined, meta: RequestMeta): Promise<XenditPayoutCallbackResultDto> {
    const body = raw ?? Buffer.alloc(0);
    await this.xenditPayments.admit(token, body, meta);
    const callback = parseCallback(body);
    if (!callback) throw Refusal.badRequest('apiPayments.badCallback');
    const confirmed = await this.xendit.client!.payout(callback.data.id).catch(() => {
      throw Refusal.unavailable('apiPayments.providerUnavailable');
    });
    const withdrawalId = PAYOUT_REFERENCE.exec(confirmed?.reference_id ?? '')?.[1];
    const final = confirmed && ['SUCCEEDED', 'FAILED', 'CANCELLED', 'REVERSED'].includes(confirmed.status);
    if (!withdrawalId || !final) return { settled: false };
    const due = await this.dataSource.transaction((m) => this.repository.dueNow(withdrawalId, this.clock.now(), m));
    if (due) await this.payoutJob.settleNow(withdrawalId);
    const [row]: { status: string }[] = await this.dataSource.query(`SELECT status FROM withdrawals WHERE id = $1`, [withdrawalId]);
    return { settled: row?.status === 'COMPLETED' || row?.status === 'FAILED' };
  }
}
