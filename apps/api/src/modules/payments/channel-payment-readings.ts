import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { centavosOf } from '../../common/centavos.transformer';
import { encodeCursor, type PageRequest } from '../../common/paging';
import { centavosFromPesos } from '../../adapters/xendit/xendit-client';
import type { PaymentDiscrepancy } from './dto/channel.dto';

/** A payment a channel notified, as reconciliation compares it. */
export interface NotifiedPayment {
  id: string;
  transactionId: string;
  amount: number;
}

/** A payment a provider did not confirm, as staff read it in the reconciliation queue. */
export interface UnconfirmedPayment {
  id: string;
  provider: string;
  paymentId: string;
  reason: PaymentDiscrepancy;
  reference: string | null;
  claimedAmount: number | null;
  confirmedAmount: number | null;
  confirmedStatus: string | null;
  createdAt: string;
}

interface DiscrepancyRow {
  id: string;
  provider: string;
  payment_id: string;
  reason: PaymentDiscrepancy;
  claimed: { reference_id?: unknown; request_amount?: unknown };
  confirmed: { request_amount?: unknown; status?: unknown } | null;
  created_at: Date;
}

/** Read-only look-ups of channel_payments and provider_payment_discrepancies for the back office (reconciliation). */
@Injectable()
export class ChannelPaymentReadings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The payments `channel` notified with these transaction ids, or paid on a Manila day from `from` to `to`. */
  async forSettlement(channel: string, transactionIds: string[], from: string, to: string): Promise<NotifiedPayment[]> {
    const rows: { id: string; transaction_id: string; amount: string }[] = await this.dataSource.query(
      `SELECT id, transaction_id, amount FROM channel_payments
        WHERE channel = $1 AND (transaction_id = ANY($2) OR (paid_at AT TIME ZONE 'Asia/Manila')::date BETWEEN $3::date AND $4::date)`,
      [channel, transactionIds, from, to],
    );
    return rows.map((r) => ({ id: r.id, transactionId: r.transaction_id, amount: centavosOf(r.amount) }));
  }

  /** The payments providers did not confirm, newest first, a page at a time. */
  async unconfirmed(page: PageRequest): Promise<{ payments: UnconfirmedPayment[]; nextCursor: string | null }> {
    const rows: DiscrepancyRow[] = await this.dataSource.query(
      `SELECT * FROM provider_payment_discrepancies WHERE ($1::timestamptz IS NULL OR (created_at, id) < ($1, $2::uuid)) ORDER BY created_at DESC, id DESC LIMIT $3`,
      [page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1],
    );
    const shown = rows.slice(0, page.limit);
    const last = shown[shown.length - 1];
    return {
      payments: shown.map((r) => ({
        id: r.id,
        provider: r.provider,
        paymentId: r.payment_id,
        reason: r.reason,
        reference: typeof r.claimed.reference_id === 'string' ? r.claimed.reference_id : null,
        claimedAmount: centavosFromPesos(r.claimed.request_amount),
        confirmedAmount: r.confirmed ? centavosFromPesos(r.confirmed.request_amount) : null,
        confirmedStatus: typeof r.confirmed?.status === 'string' ? r.confirmed.status : null,
        createdAt: r.created_at.toISOString(),
      })),
      nextCursor: rows.length > page.limit ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    };
  }
}
